import HandCoins from 'lucide-react/icons/hand-coins';
import { sized } from './sized';

export const LuHandCoins = sized(HandCoins);
