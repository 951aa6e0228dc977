import ChartColumn from 'lucide-react/icons/chart-column';
import { sized } from './sized';

export const LuChartColumn = sized(ChartColumn);
