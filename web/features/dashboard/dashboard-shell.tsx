import { useState, type ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { useWarmRoutes } from '../../lib/route-warmup';
import { useSessionUser } from '../../lib/session';
import { primaryDestinationsOf } from './nav-items';
import { DashboardFrame } from './dashboard-frame';
import { SidebarContent } from './sidebar-content';

/**
 * The signed-in layout (docs/product.md#dashboard-shell): the role's sidebar (a drawer below lg),
 * the user's top bar, and the page. Rendered inside the route guard, so a user exists.
 */
export function DashboardShell({ topBarExtra }: { topBarExtra?: ReactNode } = {}) {
  const user = useSessionUser();
  const location = useLocation();
  // The drawer belongs to the page it was opened on: following one of its links closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  useWarmRoutes(user ? primaryDestinationsOf(user.role) : []);

  if (!user) return null;
  return (
    <>
      <DashboardFrame
        user={user}
        topBarExtra={topBarExtra}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpenedAt(location.key)}
      >
        <Outlet />
      </DashboardFrame>
      <Drawer.Root
        open={menuOpen}
        onOpenChange={(details) => setMenuOpenedAt(details.open ? location.key : null)}
        placement="start"
        size="xs"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body pb="6">
                <SidebarContent role={user.role} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close navigation" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
