import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';

interface InviteFormProps {
  onInvite(email: string, role: 'investor' | 'creator'): Promise<string | null>;
}

/** Invite by email: the invitee gets a link (in the outbox locally) to set a password. */
export function InviteForm({ onInvite }: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'investor' | 'creator'>('investor');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const problem = await onInvite(email.trim(), role);
    setBusy(false);
    setMessage(
      problem
        ? { ok: false, text: problem }
        : { ok: true, text: `Invitation sent to ${email.trim()}.` },
    );
    if (!problem) setEmail('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Invite a user">
      <Stack gap="3">
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root required flex="1" minW="220px">
            <Field.Label>Email to invite</Field.Label>
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={role}
                onChange={(e) => setRole(e.target.value === 'creator' ? 'creator' : 'investor')}
              >
                <option value="investor">Investor</option>
                <option value="creator">Creator</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" loading={busy}>
            Send invite
          </Button>
        </HStack>
        {message && (
          <Text role={message.ok ? 'status' : 'alert'} color={message.ok ? 'green.fg' : 'red.fg'}>
            {message.text}
          </Text>
        )}
      </Stack>
    </form>
  );
}
