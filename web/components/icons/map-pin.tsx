import MapPin from 'lucide-react/icons/map-pin';
import { sized } from './sized';

export const LuMapPin = sized(MapPin);
