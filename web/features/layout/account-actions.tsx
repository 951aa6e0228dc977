import { HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { paths, dashboardPathFor } from '../../../shared/routes';
import { avatarInitial, displayName, type SessionUser } from '../../../shared/session';
import { AvatarCircle } from '../../components/avatar-circle';
import { LinkButton } from '../../components/link-button';
import { loginPathFrom, signupPathFrom } from '../../lib/return-to';
import { useAuthResolved, useSessionUser } from '../../lib/session';

/** The signed-in user's chip: first letter of name or email, and the name or email's local part. */
export function AvatarChip({ user }: { user: SessionUser }) {
  return (
    <HStack gap="2" data-testid="avatar-chip">
      <AvatarCircle initials={avatarInitial(user)} src={user.avatarUrl} size="sm" initialsHidden />
      <Text fontSize="sm" fontWeight="medium" maxW="10rem" truncate>
        <VisuallyHidden>Signed in as </VisuallyHidden>
        {displayName(user)}
      </Text>
    </HStack>
  );
}

/**
 * Log in / Sign up for visitors; Dashboard (the role's home, or / for an unknown role)
 * and the avatar chip for signed-in users (docs/product.md#top-bar). The page is rendered
 * for the visitor's session, so this is right from the first frame; only a session the
 * server could not read (an expired token, being refreshed) shows neither for a moment.
 */
export function AccountActions({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const user = useSessionUser();
  const resolved = useAuthResolved();
  // Signing in from a page returns there (a project the visitor wanted to invest in).
  const here = useLocation().pathname;
  const stretch = direction === 'column' ? { width: 'full' } : {};
  if (!resolved) return null;
  if (user) {
    return (
      <Stack direction={direction} gap="3" align={direction === 'row' ? 'center' : 'stretch'}>
        <LinkButton to={dashboardPathFor(user.role)} size="sm" colorPalette="brand" {...stretch}>
          Dashboard
        </LinkButton>
        <AvatarChip user={user} />
      </Stack>
    );
  }
  return (
    <Stack direction={direction} gap="2">
      <LinkButton to={loginPathFrom(here)} size="sm" variant="ghost" {...stretch}>
        Log in
      </LinkButton>
      <LinkButton
        to={signupPathFrom(paths.signup, here)}
        size="sm"
        colorPalette="brand"
        {...stretch}
      >
        Sign up
      </LinkButton>
    </Stack>
  );
}
