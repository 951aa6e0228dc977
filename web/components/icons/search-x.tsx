import SearchX from 'lucide-react/icons/search-x';
import { sized } from './sized';

export const LuSearchX = sized(SearchX);
