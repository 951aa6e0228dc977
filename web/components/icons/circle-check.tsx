import CircleCheck from 'lucide-react/icons/circle-check';
import { sized } from './sized';

export const LuCircleCheck = sized(CircleCheck);
