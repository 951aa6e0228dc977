import Users from 'lucide-react/icons/users';
import { sized } from './sized';

export const LuUsers = sized(Users);
