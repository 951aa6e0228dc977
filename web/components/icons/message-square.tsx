import MessageSquare from 'lucide-react/icons/message-square';
import { sized } from './sized';

export const LuMessageSquare = sized(MessageSquare);
