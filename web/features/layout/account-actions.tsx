import { useEffect, useRef, useState } from 'react';
import { HStack, Stack, Text, VisuallyHidden, chakra, useSlotRecipe } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { paths, dashboardPathFor } from '../../../shared/routes';
import { avatarInitial, displayName, type SessionUser } from '../../../shared/session';
import { LinkButton } from '../../components/link-button';
import { loginPathFrom, signupPathFrom } from '../../lib/return-to';
import { useAuthResolved, useSessionUser } from '../../lib/session';

/**
 * The avatar's circle, styled by Chakra's avatar recipe: the picture, or the initial when
 * there is none or it cannot be shown. Chakra's Avatar runs a Zag machine only to follow
 * the picture's loading; this chip is in the top bar of every page, so the machine (with
 * Zag's React runtime, about 6 KiB gzip) would load with a signed-out visitor's page that
 * never draws it.
 */
function AvatarCircle({ user }: { user: SessionUser }) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size: 'sm' });
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A picture that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0) setFailed(true);
  }, [user.avatarUrl]);
  return (
    <chakra.span css={styles.root} colorPalette="brand" data-scope="avatar" data-part="root">
      {user.avatarUrl && !failed ? (
        <chakra.img
          ref={image}
          css={styles.image}
          src={user.avatarUrl}
          alt=""
          onError={() => setFailed(true)}
        />
      ) : (
        <chakra.span css={styles.fallback} aria-hidden="true">
          {avatarInitial(user)}
        </chakra.span>
      )}
    </chakra.span>
  );
}

/** The signed-in user's chip: first letter of name or email, and the name or email's local part. */
export function AvatarChip({ user }: { user: SessionUser }) {
  return (
    <HStack gap="2" data-testid="avatar-chip">
      <AvatarCircle user={user} />
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
