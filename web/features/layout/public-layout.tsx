import { useLayoutEffect, useRef } from 'react';
import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { HydrationPart } from '../../components/hydration-part';
import { Footer } from './footer';
import { PageScrollRestoration } from './page-scroll-restoration';
import { TopBar } from './top-bar';

const MAIN_ID = 'main-content';

/**
 * After a client-side navigation to another page, focus moves to the main region, so
 * keyboard and screen-reader users start on the new page instead of the old link.
 * Search-param changes (Discover's filters) keep focus where it is. In the commit that
 * shows the new page (a layout effect), so focus is never left on the old link while the
 * new page is on screen (a passive effect ran after it, which a test caught).
 */
function useFocusMainOnPageChange() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

/**
 * The frame of every public page: skip link, top bar, the page, footer. The footer is a
 * part hydrated after the rest (HydrationPart); the page's own heavy sections are too.
 */
export function PublicLayout() {
  const mainRef = useFocusMainOnPageChange();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={MAIN_ID}>Skip to content</SkipNavLink>
      <TopBar />
      <Box as="main" ref={mainRef} id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <HydrationPart>
        <Footer />
      </HydrationPart>
      <PageScrollRestoration />
    </Flex>
  );
}
