import X from 'lucide-react/icons/x';
import { sized } from './sized';

export const LuX = sized(X);
