import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLinkBase } from 'react-router';

export interface RouterLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  /** An in-app path; navigation stays client-side. */
  to: string;
}

/** A Chakra-styled link that navigates with react-router (no full page load). */
export function RouterLink({ to, children, ...rest }: RouterLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLinkBase to={to}>{children}</RouterLinkBase>
    </Link>
  );
}
