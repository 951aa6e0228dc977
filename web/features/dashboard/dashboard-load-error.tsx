import { Alert, Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import type { ApiError } from '../../lib/api-client';
import { useSessionActions } from '../../lib/session';

interface DashboardLoadErrorProps {
  error: ApiError;
  onRetry: () => void;
}

/**
 * Why the dashboard's data did not load, and what to do: Retry, or — when the server no
 * longer accepts the session (401) — sign in again.
 */
export function DashboardLoadError({ error, onRetry }: DashboardLoadErrorProps) {
  const navigate = useNavigate();
  const { signOut } = useSessionActions();

  if (error.status === 401) {
    const signInAgain = () => {
      // Drop the stale session first: /login sends a still signed-in user back here.
      signOut();
      void navigate(paths.login);
    };
    return (
      <Alert.Root status="warning" alignItems="center" flexWrap="wrap" gap="3">
        <Alert.Indicator />
        <Alert.Content flex="1" minW="12rem">
          <Alert.Title>Your session has expired.</Alert.Title>
          <Alert.Description>Please sign in again to see your dashboard.</Alert.Description>
        </Alert.Content>
        <Button size="sm" colorPalette="blue" onClick={signInAgain}>
          Sign in again
        </Button>
      </Alert.Root>
    );
  }

  return (
    <Alert.Root status="error" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title>We could not load your dashboard.</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
