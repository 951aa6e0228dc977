import Phone from 'lucide-react/icons/phone';
import { sized } from './sized';

export const LuPhone = sized(Phone);
