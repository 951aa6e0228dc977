import Minus from 'lucide-react/icons/minus';
import { sized } from './sized';

export const LuMinus = sized(Minus);
