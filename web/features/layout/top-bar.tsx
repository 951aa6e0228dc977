import { useEffect, useRef } from 'react';
import { Box, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLinkBase, useLocation } from 'react-router';
import { LuMenu, LuX } from 'react-icons/lu';
import { paths } from '../../../shared/routes';
import { Logo } from '../../components/logo';
import { AccountActions } from './account-actions';
import { NavItem } from './nav-item';
import { mainNavLinks } from '../../lib/site-links';
import { setDisclosure, toggleDisclosure } from '../../lib/dom-widgets';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The public top bar: logo, navigation, account actions, and a menu toggle below md.
 * The menu's open state is the DOM's (web/lib/dom-widgets.ts), so on a prerendered page
 * the toggle works at the first tap, before the app has started.
 */
export function TopBar() {
  const location = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on: any navigation closes it. Not the
  // first render's: a menu opened before the app started stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (toggle.current) setDisclosure(toggle.current, false);
  }, [location.key]);
  // Escape closes the open menu and gives the focus back to its toggle (the disclosure
  // pattern); the menu is not modal, so nothing else is trapped.
  useEffect(() => {
    function closeOnEscape(event: KeyboardEvent) {
      const button = toggle.current;
      if (event.key !== 'Escape' || button?.getAttribute('aria-expanded') !== 'true') return;
      setDisclosure(button, false);
      button.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, []);

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
            ref={toggle}
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            aria-label="Open menu"
            aria-expanded={false}
            aria-controls={MOBILE_MENU_ID}
            data-disclosure=""
            data-label-open="Open menu"
            data-label-close="Close menu"
            onClick={(event) => toggleDisclosure(event.currentTarget)}
            // Both icons are drawn; the expanded state picks one, so no render is needed.
            css={{
              '&[aria-expanded="true"] > .menu-open, &[aria-expanded="false"] > .menu-close': {
                display: 'none',
              },
            }}
          >
            <LuMenu className="menu-open" aria-hidden="true" />
            <LuX className="menu-close" aria-hidden="true" />
          </IconButton>
        </Flex>
      </Container>
      <Box
        id={MOBILE_MENU_ID}
        hidden
        display={{ base: 'block', md: 'none' }}
        _hidden={{ display: 'none' }}
        borderTopWidth="1px"
        pb="4"
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
