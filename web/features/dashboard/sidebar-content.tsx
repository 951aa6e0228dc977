import { Box, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLinkBase } from 'react-router';
import { paths } from '../../../shared/routes';
import { Logo } from '../../components/logo';
import { SidebarNav } from './sidebar-nav';
import { SignOutButton } from './sign-out-button';

/** What the sidebar holds, on wide screens and in the mobile drawer alike. */
export function SidebarContent({ role }: { role: string | null | undefined }) {
  return (
    <Flex direction="column" h="full" gap="6">
      <Link asChild aria-label="LaunchFund home" _hover={{ textDecoration: 'none' }} px="3">
        <RouterLinkBase to={paths.home}>
          <Logo />
        </RouterLinkBase>
      </Link>
      <Box flex="1">
        <SidebarNav role={role} />
      </Box>
      <SignOutButton />
    </Flex>
  );
}
