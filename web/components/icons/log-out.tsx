import LogOut from 'lucide-react/icons/log-out';
import { sized } from './sized';

export const LuLogOut = sized(LogOut);
