import { useState } from 'react';
import { Box, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLinkBase, useLocation } from 'react-router';
import { LuMenu, LuX } from 'react-icons/lu';
import { paths } from '../../../shared/routes';
import { Logo } from '../../components/logo';
import { AccountActions } from './account-actions';
import { NavItem } from './nav-item';
import { mainNavLinks } from '../../lib/site-links';

const MOBILE_MENU_ID = 'mobile-menu';

/** The public top bar: logo, navigation, account actions, and a menu toggle below md. */
export function TopBar() {
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const toggleMenu = () => setMenuOpenedAt(menuOpen ? null : location.key);

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
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={toggleMenu}
          >
            {menuOpen ? <LuX /> : <LuMenu />}
          </IconButton>
        </Flex>
      </Container>
      <Box
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        display={{ base: menuOpen ? 'block' : 'none', md: 'none' }}
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
