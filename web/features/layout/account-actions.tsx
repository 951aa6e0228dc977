import { useEffect, useLayoutEffect, useState } from 'react';
import { Avatar, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { paths, dashboardPathFor } from '../../../shared/routes';
import { avatarInitial, displayName, type SessionUser } from '../../../shared/session';
import { chosenBySession } from '../../components/chosen-by-session';
import { LinkButton } from '../../components/link-button';
import { loginPathFrom, signupPathFrom } from '../../lib/return-to';
import { useAuthResolved, useSessionUser } from '../../lib/session';
import { SESSION_ATTRIBUTE } from '../../../shared/top-bar-script';
import { rememberTopBarUser, rememberedTopBarUser, type TopBarUser } from './remembered-user';

/** What the top bar prints for a user. */
function topBarUser(user: SessionUser): TopBarUser {
  return {
    id: user.id,
    name: displayName(user),
    initial: avatarInitial(user),
    dashboard: dashboardPathFor(user.role),
  };
}

/** Slots the prerendered page fills before the app starts (remembered-user.ts). */
const PLACEHOLDER: TopBarUser = { id: '', name: '', initial: '', dashboard: paths.home };

/** The signed-in user's chip: first letter of name or email, and the name or email's local part. */
export function AvatarChip({ user, avatarUrl }: { user: TopBarUser; avatarUrl?: string | null }) {
  return (
    <HStack gap="2" data-testid="avatar-chip">
      <Avatar.Root size="sm" colorPalette="brand">
        <Avatar.Fallback aria-hidden="true" data-top-bar-initial="">
          {user.initial}
        </Avatar.Fallback>
        {avatarUrl && <Avatar.Image src={avatarUrl} alt="" />}
      </Avatar.Root>
      <Text fontSize="sm" fontWeight="medium" maxW="10rem" truncate>
        <VisuallyHidden>Signed in as </VisuallyHidden>
        <span data-top-bar-name="">{user.name}</span>
      </Text>
    </HStack>
  );
}

/**
 * Log in / Sign up for visitors; Dashboard (the role's home, or / for an unknown role)
 * and the avatar chip for signed-in users (docs/product.md#top-bar). On a prerendered
 * page a signed-in visitor sees their top bar from the first frames: the signed-in set is
 * in the page, filled with the user the top bar remembered, until the session is restored.
 */
export function AccountActions({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const user = useSessionUser();
  const resolved = useAuthResolved();
  // Read once, while hydrating: the same text the page's inline script put in it.
  const [remembered] = useState(() =>
    typeof window === 'undefined' ? null : rememberedTopBarUser(),
  );
  const shown = user ? topBarUser(user) : null;
  const key = shown ? JSON.stringify(shown) : '';
  useEffect(() => {
    if (resolved) rememberTopBarUser(key ? (JSON.parse(key) as TopBarUser) : null);
  }, [resolved, key]);
  useLayoutEffect(() => {
    if (resolved) document.documentElement.setAttribute(SESSION_ATTRIBUTE, user ? 'in' : 'out');
  }, [resolved, user]);

  // Signing in from a page returns there (a project the visitor wanted to invest in).
  const here = useLocation().pathname;
  const stretch = direction === 'column' ? { width: 'full' } : {};
  const signedIn = (
    <Stack
      data-show="in"
      css={chosenBySession}
      direction={direction}
      gap="3"
      align={direction === 'row' ? 'center' : 'stretch'}
    >
      <LinkButton
        to={(shown ?? remembered ?? PLACEHOLDER).dashboard}
        data-top-bar-dashboard=""
        // Before the app has started, the browser follows it (web/lib/deferred-boot.ts),
        // and after too: a dashboard starts best as a document of its own, whose entry
        // paints its frame and starts its requests at once (docs/architecture.md#dashboard-start),
        // and the click is answered at once. Inside this page's app the router would change
        // the URL only once the dashboard's code is in: about a second at 4x CPU.
        data-navigate-natively=""
        reloadDocument
        size="sm"
        colorPalette="brand"
        {...stretch}
      >
        Dashboard
      </LinkButton>
      <AvatarChip user={shown ?? remembered ?? PLACEHOLDER} avatarUrl={user?.avatarUrl} />
    </Stack>
  );
  const signedOut = (
    <Stack data-show="out" css={chosenBySession} direction={direction} gap="2">
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
  if (!resolved) {
    return (
      <>
        {signedOut}
        {signedIn}
      </>
    );
  }
  return user ? signedIn : signedOut;
}
