import SquarePlus from 'lucide-react/icons/square-plus';
import { sized } from './sized';

export const LuSquarePlus = sized(SquarePlus);
