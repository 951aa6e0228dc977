import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/dashboard/section-card';
import type { Outcome, SettingsClient } from './settings-client';
import { failed } from './settings-client';
import { OutcomeText } from './outcome-text';

/** Active sessions: keep this one, end every other (supabase-js signOut scope 'others'). */
export function SessionsSection({ client }: { client: SettingsClient }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signOutOthers = async () => {
    setBusy(true);
    const { error } = await client.auth.signOut({ scope: 'others' });
    setBusy(false);
    setOutcome(error ? failed(error) : { ok: true, text: 'Signed out on every other device.' });
  };
  return (
    <SectionCard title="Active sessions">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Text>Signed in somewhere you no longer use? End every session but this one.</Text>
          <Button variant="outline" loading={busy} onClick={() => void signOutOthers()}>
            Sign out everywhere else
          </Button>
        </HStack>
        <OutcomeText outcome={outcome} />
      </Stack>
    </SectionCard>
  );
}
