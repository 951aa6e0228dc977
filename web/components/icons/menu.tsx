import Menu from 'lucide-react/icons/menu';
import { sized } from './sized';

export const LuMenu = sized(Menu);
