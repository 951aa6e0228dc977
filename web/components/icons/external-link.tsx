import ExternalLink from 'lucide-react/icons/external-link';
import { sized } from './sized';

export const LuExternalLink = sized(ExternalLink);
