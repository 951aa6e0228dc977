import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import type { SessionUser } from '../../../shared/session';
import { DashboardTopBar } from './dashboard-top-bar';
import { SidebarContent } from './sidebar-content';

interface DashboardFrameProps {
  user: SessionUser;
  /** Before the user in the top bar (the notifications bell). */
  topBarExtra?: ReactNode;
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** The page, in the frame's main. */
  children: ReactNode;
}

/**
 * The dashboard's layout (docs/product.md#dashboard-shell): the role's sidebar (from lg),
 * the user's top bar and the page's main, drawn by DashboardShell.
 */
export function DashboardFrame({
  user,
  topBarExtra,
  menuOpen,
  onOpenMenu,
  children,
}: DashboardFrameProps) {
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="64"
        flexShrink="0"
        borderRightWidth="1px"
        bg="bg"
        position="sticky"
        top="0"
        h="100dvh"
        px="3"
        py="5"
      >
        <SidebarContent role={user.role} />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <DashboardTopBar
          user={user}
          menuOpen={menuOpen}
          extra={topBarExtra}
          onOpenMenu={onOpenMenu}
        />
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
