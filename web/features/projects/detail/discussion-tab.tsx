import { HStack, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../../../shared/routes';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { loginPathFrom, signupPathFrom } from '../../../lib/return-to';
import { useSessionUser } from '../../../lib/session';

/** The discussion: visitors are prompted to sign in to comment (docs/product.md#project-detail). */
export function DiscussionTab() {
  const user = useSessionUser();
  if (user) {
    return (
      <Text color="fg.muted">
        No comments yet. Questions for the founders are answered here once the discussion opens.
      </Text>
    );
  }
  return <DiscussionSignInPrompt />;
}

/** The signed-out visitor's invitation to sign in and ask (docs/product.md#project-detail). */
export function DiscussionSignInPrompt() {
  const here = useLocation().pathname;
  return (
    <Stack gap="4" align="start" borderWidth="1px" rounded="lg" p="6">
      <Text fontWeight="medium">
        Sign in to join the discussion and ask the founders a question.
      </Text>
      <HStack gap="3" wrap="wrap">
        <LinkButton to={loginPathFrom(here)} colorPalette="brand">
          Log in to comment
        </LinkButton>
        <LinkButton to={signupPathFrom(paths.signupAs('investor'), here)} variant="outline">
          Create an account
        </LinkButton>
      </HStack>
    </Stack>
  );
}
