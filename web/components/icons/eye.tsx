import Eye from 'lucide-react/icons/eye';
import { sized } from './sized';

export const LuEye = sized(Eye);
