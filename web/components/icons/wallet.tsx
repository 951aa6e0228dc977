import Wallet from 'lucide-react/icons/wallet';
import { sized } from './sized';

export const LuWallet = sized(Wallet);
