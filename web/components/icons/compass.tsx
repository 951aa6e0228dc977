import Compass from 'lucide-react/icons/compass';
import { sized } from './sized';

export const LuCompass = sized(Compass);
