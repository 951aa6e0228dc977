import { Link } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { SiteLink } from '../../lib/site-links';

/** A navigation link that marks the current page (aria-current) and shows it. */
export function NavItem({ link }: { link: SiteLink }) {
  return (
    <Link
      asChild
      fontWeight="medium"
      color="fg.muted"
      px="2"
      py="1"
      rounded="md"
      _hover={{ color: 'fg', textDecoration: 'none', bg: 'bg.muted' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' } }}
    >
      <NavLink to={link.to}>{link.label}</NavLink>
    </Link>
  );
}
