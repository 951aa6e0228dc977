import Inbox from 'lucide-react/icons/inbox';
import { sized } from './sized';

export const LuInbox = sized(Inbox);
