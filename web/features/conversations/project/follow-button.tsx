import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
import { useAuthResolved, useSessionUser } from '../../../lib/session';
import { useFollowState } from '../api/get-follow';
import { useSetFollow } from '../api/set-follow';
import { errorText } from '../../../lib/error-text';

function followers(count: number): string {
  return count === 1 ? '1 follower' : `${count} followers`;
}

/**
 * Follow / Unfollow a live project (its updates then reach you), with the follower count.
 * While a session is being restored (an expired token) neither shows.
 */
export function FollowButton({ slug }: { slug: string }) {
  const user = useSessionUser();
  const resolved = useAuthResolved();
  const state = useFollowState(slug, Boolean(user));
  const setFollow = useSetFollow(slug);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const data = state.status === 'success' ? state.data : null;

  async function toggle() {
    if (!data) return;
    setBusy(true);
    setFailure(null);
    try {
      await setFollow(!data.following);
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <HStack justify="space-between" gap="3" wrap="wrap">
        {resolved && user && (
          <Button
            variant="outline"
            size="sm"
            onClick={toggle}
            loading={busy}
            disabled={!data}
            aria-pressed={data?.following ?? false}
          >
            {data?.following ? 'Following' : 'Follow'}
          </Button>
        )}
        {resolved && !user && (
          <LinkButton to={paths.login} variant="outline" size="sm">
            Log in to follow
          </LinkButton>
        )}
        {data && <Text color="fg.muted">{followers(data.followerCount)}</Text>}
      </HStack>
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {failure}
        </Text>
      )}
    </>
  );
}
