import Plus from 'lucide-react/icons/plus';
import { sized } from './sized';

export const LuPlus = sized(Plus);
