import Mail from 'lucide-react/icons/mail';
import { sized } from './sized';

export const LuMail = sized(Mail);
