import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLinkBase, useLocation } from 'react-router';
import { LuMenu } from '../../components/icons/menu';
import { LuX } from '../../components/icons/x';
import { paths } from '../../../shared/routes';
import { Logo } from '../../components/logo';
import { AccountActions } from './account-actions';
import { NavItem } from './nav-item';
import { mainNavLinks } from '../../lib/site-links';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The public top bar: logo, navigation, account actions, and a menu toggle below md. The
 * menu is the browser's own popover (`popovertarget`): it opens at the first tap, before
 * the page has hydrated too, and Escape or a tap outside closes it. The app keeps the
 * toggle's label in step and closes the menu when a link is followed.
 */
export function TopBar() {
  const location = useLocation();
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Opened before hydration, the menu's toggle event was nobody's: read it now.
  useLayoutEffect(() => setOpen(menu.current?.matches(':popover-open') ?? false), []);
  // The menu belongs to the page it was opened on.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, [location.key]);

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <Link asChild aria-label="LaunchFund home" _hover={{ textDecoration: 'none' }}>
            <RouterLinkBase to={paths.home}>
              <Logo />
            </RouterLinkBase>
          </Link>
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }}>
            {mainNavLinks.map((link) => (
              <NavItem key={link.to} link={link} />
            ))}
          </HStack>
          <Box display={{ base: 'none', md: 'block' }}>
            <AccountActions />
          </Box>
          <IconButton
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            popoverTarget={MOBILE_MENU_ID}
          >
            {open ? <LuX aria-hidden="true" /> : <LuMenu aria-hidden="true" />}
          </IconButton>
        </Flex>
      </Container>
      <Box
        ref={menu}
        id={MOBILE_MENU_ID}
        popover="auto"
        onToggle={(event) => setOpen(event.newState === 'open')}
        hideFrom="md"
        // Below the bar, full width, instead of the popover's centred box.
        position="fixed"
        inset="4rem 0 auto 0"
        width="full"
        maxWidth="none"
        margin="0"
        padding="0"
        border="none"
        borderBottomWidth="1px"
        bg="bg"
        color="fg"
        pb="4"
        boxShadow="md"
      >
        <Container maxW="7xl">
          <Stack as="nav" aria-label="Mobile" gap="1" py="3">
            {mainNavLinks.map((link) => (
              <NavItem key={link.to} link={link} />
            ))}
          </Stack>
          <AccountActions direction="column" />
        </Container>
      </Box>
    </Box>
  );
}
