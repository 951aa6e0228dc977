import TrendingUp from 'lucide-react/icons/trending-up';
import { sized } from './sized';

export const LuTrendingUp = sized(TrendingUp);
