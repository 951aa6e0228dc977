import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/dashboard/section-card';
import type { Outcome, SettingsClient } from './settings-client';
import { failed } from './settings-client';
import { OutcomeText } from './outcome-text';

/** Email change: supabase-js updateUser({email}); a link to the new address confirms it. */
export function EmailSection(props: { client: SettingsClient; email: string }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const next = email.trim();
    const { error } = await props.client.auth.updateUser(
      { email: next },
      { emailRedirectTo: window.location.href },
    );
    setBusy(false);
    setOutcome(
      error
        ? failed(error)
        : {
            ok: true,
            text: `We sent a confirmation link to ${next}. Your email changes when you open it.`,
          },
    );
  };
  return (
    <SectionCard title="Email">
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="3" maxW="md">
          <Text>
            Current email: <strong>{props.email}</strong>
          </Text>
          <Field.Root required>
            <Field.Label>New email</Field.Label>
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
          </Field.Root>
          <Button type="submit" alignSelf="flex-start" loading={busy}>
            Change email
          </Button>
          <OutcomeText outcome={outcome} />
        </Stack>
      </form>
    </SectionCard>
  );
}
