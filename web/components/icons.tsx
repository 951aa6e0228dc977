/**
 * The app's icons: Lucide's, one module per icon (lucide-react/icons/<name>), so a page
 * and the worker's server render bundle only these, never the whole set. Each is as tall
 * as the text beside it (1em), as the icons of a button or a link are. The two brand marks are Simple
 * Icons' (Lucide draws no brands).
 */
import type { ComponentType, SVGProps } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';
import Bell from 'lucide-react/icons/bell';
import Briefcase from 'lucide-react/icons/briefcase';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import Compass from 'lucide-react/icons/compass';
import DollarSign from 'lucide-react/icons/dollar-sign';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import HandCoins from 'lucide-react/icons/hand-coins';
import IdCard from 'lucide-react/icons/id-card';
import Inbox from 'lucide-react/icons/inbox';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Menu from 'lucide-react/icons/menu';
import MessageSquare from 'lucide-react/icons/message-square';
import Minus from 'lucide-react/icons/minus';
import Phone from 'lucide-react/icons/phone';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import ScrollText from 'lucide-react/icons/scroll-text';
import SearchX from 'lucide-react/icons/search-x';
import Settings from 'lucide-react/icons/settings';
import SquarePlus from 'lucide-react/icons/square-plus';
import Star from 'lucide-react/icons/star';
import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import X from 'lucide-react/icons/x';

/** Any of these icons, as a component a stat card or a menu entry is given. */
export type IconType = ComponentType<SVGProps<SVGSVGElement>>;

export { default as SiGithub } from '@icons-pack/react-simple-icons/icons/SiGithub';
export { default as SiGoogle } from '@icons-pack/react-simple-icons/icons/SiGoogle';

/** The icon at 1em unless told otherwise (Lucide draws 24 px by default). */
function sized(Icon: LucideIcon) {
  return function SizedIcon(props: LucideProps) {
    return <Icon size="1em" {...props} />;
  };
}

export const LuBell = sized(Bell);
export const LuBriefcase = sized(Briefcase);
export const LuChartColumn = sized(ChartColumn);
export const LuChevronDown = sized(ChevronDown);
export const LuCircleCheck = sized(CircleCheck);
export const LuCircleDashed = sized(CircleDashed);
export const LuCompass = sized(Compass);
export const LuDollarSign = sized(DollarSign);
export const LuExternalLink = sized(ExternalLink);
export const LuEye = sized(Eye);
export const LuFolderKanban = sized(FolderKanban);
export const LuHandCoins = sized(HandCoins);
export const LuIdCard = sized(IdCard);
export const LuInbox = sized(Inbox);
export const LuLayoutDashboard = sized(LayoutDashboard);
export const LuLogOut = sized(LogOut);
export const LuMail = sized(Mail);
export const LuMapPin = sized(MapPin);
export const LuMenu = sized(Menu);
export const LuMessageSquare = sized(MessageSquare);
export const LuMinus = sized(Minus);
export const LuPhone = sized(Phone);
export const LuPlus = sized(Plus);
export const LuSearch = sized(Search);
export const LuScrollText = sized(ScrollText);
export const LuSearchX = sized(SearchX);
export const LuSettings = sized(Settings);
export const LuSquarePlus = sized(SquarePlus);
export const LuStar = sized(Star);
export const LuTrendingDown = sized(TrendingDown);
export const LuTrendingUp = sized(TrendingUp);
export const LuUsers = sized(Users);
export const LuWallet = sized(Wallet);
export const LuX = sized(X);
