import { useEffect, useRef, useState } from 'react';
import { Box, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLinkBase, useLocation } from 'react-router';
import { LuMenu, LuX } from '../../components/icons';
import { paths } from '../../../shared/routes';
import { Logo } from '../../components/logo';
import { AccountActions } from './account-actions';
import { NavItem } from './nav-item';
import { mainNavLinks } from '../../lib/site-links';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The public top bar: logo, navigation, account actions, and a menu toggle below md.
 */
export function TopBar() {
  const location = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  // Escape closes the open menu and gives the focus back to its toggle (the disclosure
  // pattern); the menu is not modal, so nothing else is trapped.
  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

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
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setOpenOn(open ? null : location.key)}
          >
            {open ? <LuX aria-hidden="true" /> : <LuMenu aria-hidden="true" />}
          </IconButton>
        </Flex>
      </Container>
      <Box
        id={MOBILE_MENU_ID}
        hidden={!open}
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
