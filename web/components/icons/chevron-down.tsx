import ChevronDown from 'lucide-react/icons/chevron-down';
import { sized } from './sized';

export const LuChevronDown = sized(ChevronDown);
