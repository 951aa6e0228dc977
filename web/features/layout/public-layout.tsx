import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { TopBar } from './top-bar';

const MAIN_ID = 'main-content';

/** The frame of every public page: skip link, top bar, the page, footer. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={MAIN_ID}>Skip to content</SkipNavLink>
      <TopBar />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
