import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

/**
 * A success notice that shows only while the URL's fragment targets it (CSS `:target`, no
 * script): the answer to a form the browser sent itself (before the page hydrated, or
 * without JavaScript), which the server redirects to `<page>#<id>`. The app's own sends
 * answer in the page instead, with no fragment, so it stays hidden for them.
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
