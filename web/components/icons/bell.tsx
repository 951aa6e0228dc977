import Bell from 'lucide-react/icons/bell';
import { sized } from './sized';

export const LuBell = sized(Bell);
