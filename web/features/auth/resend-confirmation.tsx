import { useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { paths } from '../../../shared/routes';
import { loadSupabase } from '../../lib/supabase';

/** What Supabase Auth answers a password sign-in of an account whose email is unconfirmed. */
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Shown on /login when sign-in answered "Email not confirmed": asks Supabase Auth for a
 * new confirmation email (`auth.resend`). The answer is the same whether or not the
 * account exists, so it says "if".
 */
export function ResendConfirmation({ email }: { email: string }) {
  const [state, setState] = useState<ResendState>('idle');
  const [error, setError] = useState('');
  const resend = async () => {
    setState('sending');
    try {
      const supabase = await loadSupabase();
      const { error: failed } = await supabase.auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: `${window.location.origin}${paths.login}` },
      });
      if (failed) throw failed;
      setState('sent');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Please try again.');
      setState('failed');
    }
  };
  return (
    <Alert.Root status={state === 'failed' ? 'error' : 'warning'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Confirm your email first</Alert.Title>
        <Alert.Description>
          <Stack gap="2" align="start">
            {state === 'sent'
              ? `If ${email} has an account waiting for confirmation, a new link is on its way.`
              : state === 'failed'
                ? `We could not send a new link: ${error}`
                : `Follow the link we emailed to ${email}, or ask for a new one.`}
            {state !== 'sent' && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void resend()}
                loading={state === 'sending'}
                loadingText="Sending..."
              >
                Resend confirmation
              </Button>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
