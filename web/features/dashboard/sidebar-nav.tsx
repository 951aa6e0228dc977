import { Icon, Link, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { dashboardNavFor } from './nav-items';

/**
 * The role's five dashboard routes. NavLink marks the current one with
 * aria-current="page", which is also what highlights it.
 */
export function SidebarNav({ role }: { role: string | null | undefined }) {
  return (
    <Stack as="nav" aria-label="Dashboard" gap="1">
      {dashboardNavFor(role).map((item) => (
        <Link
          key={item.to}
          asChild
          display="flex"
          alignItems="center"
          gap="3"
          px="3"
          py="2"
          rounded="md"
          fontWeight="medium"
          color="fg.muted"
          textDecoration="none"
          _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
          _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
        >
          <NavLink to={item.to} end={item.end ?? false}>
            <Icon as={item.icon} boxSize="5" aria-hidden="true" />
            {item.label}
          </NavLink>
        </Link>
      ))}
    </Stack>
  );
}
