import CircleDashed from 'lucide-react/icons/circle-dashed';
import { sized } from './sized';

export const LuCircleDashed = sized(CircleDashed);
