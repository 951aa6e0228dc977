import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

/**
 * A success notice in a page's static HTML that shows only while the URL's fragment
 * targets it (CSS `:target`, no script): the answer to a form the browser sent itself,
 * without the app, which the server redirects to `<page>#<id>`. Render it only until the
 * app is live (`useHydrated`): from then on the app answers its own sends.
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
