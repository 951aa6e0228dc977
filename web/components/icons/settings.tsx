import Settings from 'lucide-react/icons/settings';
import { sized } from './sized';

export const LuSettings = sized(Settings);
