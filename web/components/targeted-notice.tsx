import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A success notice that shows only while the URL's fragment targets it (CSS `:target`, no
 * script): the answer to a form the browser sent itself (before the page hydrated, or
 * without JavaScript), which the server redirects to `<page>#<id>`. The app's own sends
 * answer in the page instead: once the page has hydrated, the notice stays only where
 * the URL targets it, so it is never beside the app's own answer.
 */
export function TargetedNotice({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const live = useHydrated();
  // Read only once live: in the browser, where the fragment is.
  if (live && window.location.hash !== `#${id}`) return null;
  return (
    <Alert.Root
      id={id}
      status="success"
      role="status"
      css={{ '&:not(:target)': { display: 'none' } }}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
