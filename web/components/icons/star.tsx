import Star from 'lucide-react/icons/star';
import { sized } from './sized';

export const LuStar = sized(Star);
