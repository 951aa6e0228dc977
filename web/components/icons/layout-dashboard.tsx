import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { sized } from './sized';

export const LuLayoutDashboard = sized(LayoutDashboard);
