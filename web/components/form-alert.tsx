import { Alert } from '@chakra-ui/react';

/**
 * A form's outcome under its fields: the server's refusal (or a network failure) until
 * the next try, or a confirmation. Nothing while there is nothing to say.
 */
export function FormAlert({
  message,
  status = 'error',
}: {
  message: string | null | undefined;
  status?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
