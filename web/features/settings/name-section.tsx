import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { SectionCard } from '../../components/dashboard/section-card';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes-prompt';
import type { Outcome, SettingsClient } from './settings-client';
import { failed } from './settings-client';
import { OutcomeText } from './outcome-text';

/** The profile name (PATCH /rest/v1/profiles; the server records user.profile_updated). */
export function NameSection(props: {
  client: SettingsClient;
  userId: string;
  name: string | null;
}) {
  const [name, setName] = useState(props.name ?? '');
  // The name as last saved: a typed change not yet saved asks before the page is left.
  const [saved, setSaved] = useState(props.name ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const { error } = await props.client
      .from('profiles')
      .update({ full_name: name.trim() || null })
      .eq('id', props.userId);
    setBusy(false);
    if (!error) setSaved(name);
    setOutcome(error ? failed(error) : { ok: true, text: 'Name saved.' });
  };
  return (
    <SectionCard title="Name">
      <form onSubmit={(e) => void submit(e)}>
        <UnsavedChangesPrompt dirty={!busy && name !== saved} />
        <Stack gap="3" maxW="md">
          <Field.Root>
            <Field.Label>Full name</Field.Label>
            <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
          </Field.Root>
          <Button type="submit" alignSelf="flex-start" loading={busy}>
            Save name
          </Button>
          <OutcomeText outcome={outcome} />
        </Stack>
      </form>
    </SectionCard>
  );
}
