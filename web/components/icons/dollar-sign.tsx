import DollarSign from 'lucide-react/icons/dollar-sign';
import { sized } from './sized';

export const LuDollarSign = sized(DollarSign);
