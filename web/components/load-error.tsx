import { Alert, Button } from '@chakra-ui/react';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'the projects'. */
  what: string;
  /** The server's or the client's explanation. */
  message: string;
  onRetry: () => void;
}

/** The error state of a screen that loads /api data: what failed, why, and a Retry button. */
export function LoadError({ what, message, onRetry }: LoadErrorProps) {
  return (
    <Alert.Root status="error" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title>We could not load {what}.</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
