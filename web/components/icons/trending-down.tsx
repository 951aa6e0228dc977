import TrendingDown from 'lucide-react/icons/trending-down';
import { sized } from './sized';

export const LuTrendingDown = sized(TrendingDown);
