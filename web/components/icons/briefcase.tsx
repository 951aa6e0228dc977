import Briefcase from 'lucide-react/icons/briefcase';
import { sized } from './sized';

export const LuBriefcase = sized(Briefcase);
