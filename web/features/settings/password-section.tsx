import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/dashboard/section-card';
import type { Outcome, SettingsClient } from './settings-client';
import { failed } from './settings-client';
import { OutcomeText } from './outcome-text';

/**
 * Password change, proven with the current password or a reauthentication code mailed
 * by GET /auth/v1/reauthenticate (supabase-js reauthenticate, then updateUser with nonce).
 */
export function PasswordSection({ client }: { client: SettingsClient }) {
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [next, setNext] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sendCode = async () => {
    const { error } = await client.auth.reauthenticate();
    if (error) return setOutcome(failed(error));
    setCodeSent(true);
    setOutcome({
      ok: true,
      text: 'We emailed you a code. Enter it instead of your current password.',
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current && !code.trim()) {
      return setOutcome({
        ok: false,
        text: 'Enter your current password, or a code we email you.',
      });
    }
    setBusy(true);
    const proof = code.trim() ? { nonce: code.trim() } : { current_password: current };
    const { error } = await client.auth.updateUser({ password: next, ...proof });
    setBusy(false);
    if (error) return setOutcome(failed(error));
    setCurrent('');
    setCode('');
    setNext('');
    setOutcome({ ok: true, text: 'Password changed. Your other sessions were signed out.' });
  };
  return (
    <SectionCard title="Password">
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="3" maxW="md">
          <Field.Root>
            <Field.Label>Current password</Field.Label>
            <Input
              type="password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              autoComplete="current-password"
            />
          </Field.Root>
          {codeSent ? (
            <Field.Root>
              <Field.Label>Code from the email</Field.Label>
              <Input
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            </Field.Root>
          ) : (
            <Text>
              Forgot it?{' '}
              <Button variant="plain" size="sm" px="0" onClick={() => void sendCode()}>
                Email me a code instead
              </Button>
            </Text>
          )}
          <Field.Root required>
            <Field.Label>New password</Field.Label>
            <Input
              type="password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
              autoComplete="new-password"
            />
          </Field.Root>
          <Button type="submit" alignSelf="flex-start" loading={busy}>
            Change password
          </Button>
          <OutcomeText outcome={outcome} />
        </Stack>
      </form>
    </SectionCard>
  );
}
