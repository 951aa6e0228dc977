import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { DeviceSession } from '../../../shared/api';
import { formatDate } from '../../../shared/format';
import { SectionCard } from '../../components/dashboard/section-card';
import type { Outcome, SettingsClient } from './settings-client';
import { failed } from './settings-client';
import { OutcomeText } from './outcome-text';
import { useDeviceSessions, useEndDeviceSession } from './device-sessions-api';

/** 'Nov 21, 2026, 10:05 UTC': the same text on the server and in any browser. */
function when(iso: string): string {
  const date = new Date(iso);
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDate(iso)}, ${time} UTC`;
}

function SessionRow({
  session,
  busy,
  onSignOut,
}: {
  session: DeviceSession;
  busy: boolean;
  onSignOut: () => void;
}) {
  return (
    <HStack as="li" justify="space-between" align="flex-start" wrap="wrap" gap="2">
      <Stack gap="0" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{session.device}</Text>
          {session.current && <Badge colorPalette="green">This device</Badge>}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Signed in {when(session.createdAt)} · Last active {when(session.lastActiveAt)}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          aria-label={`Sign out ${session.device}, signed in ${when(session.createdAt)}`}
          onClick={onSignOut}
        >
          Sign out
        </Button>
      )}
    </HStack>
  );
}

/**
 * Active sessions by device (embedded auth lists them: docs/auth.md#sessions-and-devices),
 * each other one signed out on its own, or all of them at once (supabase-js signOut scope
 * 'others', which hosted auth supports too, though it cannot list).
 */
export function SessionsSection({ client }: { client: SettingsClient }) {
  const sessions = useDeviceSessions();
  const endSession = useEndDeviceSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signOutOthers = async () => {
    setBusy('others');
    const { error } = await client.auth.signOut({ scope: 'others' });
    setBusy(null);
    setOutcome(error ? failed(error) : { ok: true, text: 'Signed out on every other device.' });
    if (!error) sessions.retry();
  };
  const signOutOne = async (session: DeviceSession) => {
    setBusy(session.id);
    try {
      await endSession(session.id);
      setOutcome({ ok: true, text: `Signed out ${session.device}.` });
    } catch (caught) {
      setOutcome(failed(caught instanceof Error ? caught : new Error(String(caught))));
    } finally {
      setBusy(null);
    }
  };

  let list;
  if (sessions.status === 'loading') {
    list = <Text role="status">Loading sessions...</Text>;
  } else if (sessions.status === 'error') {
    list = (
      <HStack wrap="wrap">
        <Text role="alert">Your sessions could not be loaded. {sessions.error.message}</Text>
        <Button size="sm" variant="outline" onClick={sessions.retry}>
          Try again
        </Button>
      </HStack>
    );
  } else if (!sessions.data.listed) {
    list = (
      <Text>
        Sign-in runs on hosted Supabase here, which does not let this app list your devices.
        &quot;Sign out everywhere else&quot; still ends every session but this one.
      </Text>
    );
  } else {
    list = (
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Signed-in devices">
        {sessions.data.sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={busy === session.id}
            onSignOut={() => void signOutOne(session)}
          />
        ))}
      </Stack>
    );
  }
  return (
    <SectionCard title="Active sessions">
      <Stack gap="4">
        {list}
        <HStack justify="space-between" wrap="wrap">
          <Text>Signed in somewhere you no longer use? End every session but this one.</Text>
          <Button
            variant="outline"
            loading={busy === 'others'}
            onClick={() => void signOutOthers()}
          >
            Sign out everywhere else
          </Button>
        </HStack>
        <OutcomeText outcome={outcome} />
      </Stack>
    </SectionCard>
  );
}
