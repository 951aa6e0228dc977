import { useDeferredValue, useLayoutEffect, useState, type ReactNode } from 'react';
import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { useSessionUser } from '../../lib/session';
import { DashboardFrame } from './dashboard-frame';
import { SidebarContent } from './sidebar-content';
import { removeEarlyShell } from './early-shell';

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
  // The shell mounts when the session resolves: an update from an external store, which
  // React renders in one blocking task. So the first pass renders only the background and
  // the shell's content follows in a deferred pass, which React renders in slices, leaving
  // the main thread free in between (docs/architecture.md#dashboard-start).
  const ready = useDeferredValue(true, false);
  // The shell painted before the app (./early-shell.ts) goes in the frame this one shows.
  useLayoutEffect(() => {
    if (ready) removeEarlyShell();
  }, [ready]);

  if (!user) return null;
  if (!ready) return <Box minH="100dvh" bg="bg.subtle" />;
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
