import Search from 'lucide-react/icons/search';
import { sized } from './sized';

export const LuSearch = sized(Search);
