import type { ReactNode } from 'react';
import { Avatar, Box, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuMenu } from '../../components/icons/menu';
import { avatarInitial, type SessionUser } from '../../../shared/session';
import { roleLabel } from '../../components/dashboard/role-label';

interface DashboardTopBarProps {
  user: SessionUser;
  /** Opens the navigation drawer on narrow screens. */
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** Placed before the user (the notifications bell, from another feature via the route). */
  extra?: ReactNode;
}

/** Dashboard shell (docs/product.md#dashboard-shell): the user's initial, name (or email) and role. */
export function DashboardTopBar({ user, onOpenMenu, menuOpen, extra }: DashboardTopBarProps) {
  const name = user.name?.trim() || user.email;
  const role = roleLabel(user.role);
  return (
    <Box
      as="header"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
      px={{ base: '4', md: '8' }}
    >
      <Flex h="16" align="center" justify="space-between" gap="4">
        <IconButton
          display={{ base: 'inline-flex', lg: 'none' }}
          variant="ghost"
          aria-label="Open navigation"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        >
          <LuMenu />
        </IconButton>
        <HStack gap="3" ml="auto" minW="0">
          {extra}
        </HStack>
        <HStack gap="3" minW="0" data-testid="dashboard-user">
          <Avatar.Root size="sm" colorPalette="blue">
            <Avatar.Fallback aria-hidden="true">{avatarInitial(user)}</Avatar.Fallback>
            {user.avatarUrl && <Avatar.Image src={user.avatarUrl} alt="" />}
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text
              fontSize="sm"
              fontWeight="semibold"
              truncate
              maxW={{ base: '12rem', md: '20rem' }}
            >
              {name}
            </Text>
            {role && (
              <Text fontSize="xs" color="fg.muted">
                {role}
              </Text>
            )}
          </Stack>
        </HStack>
      </Flex>
    </Box>
  );
}
