import FolderKanban from 'lucide-react/icons/folder-kanban';
import { sized } from './sized';

export const LuFolderKanban = sized(FolderKanban);
