import ScrollText from 'lucide-react/icons/scroll-text';
import { sized } from './sized';

export const LuScrollText = sized(ScrollText);
