/**
 * The app's icons are Lucide's, one module of ours per icon (`web/components/icons/<name>.tsx`
 * over `lucide-react/icons/<name>`), so a page's chunks bring only the icons it draws and
 * the worker's server render never bundles the whole set. The two brand marks are Simple
 * Icons' (Lucide draws no brands).
 */
import type { ComponentType, SVGProps } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';

/** Any of these icons, as a component a stat card or a menu entry is given. */
export type IconType = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * The icon as tall as the text beside it (1em), as the icons of a button or a link are
 * (Lucide draws 24 px by default).
 */
export function sized(Icon: LucideIcon) {
  return function SizedIcon(props: LucideProps) {
    return <Icon size="1em" {...props} />;
  };
}
