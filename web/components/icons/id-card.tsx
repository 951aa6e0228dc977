import IdCard from 'lucide-react/icons/id-card';
import { sized } from './sized';

export const LuIdCard = sized(IdCard);
