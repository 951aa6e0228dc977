import { useState } from 'react';
import { Button, Checkbox, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  NOTIFICATION_KINDS_BY_ROLE,
  notificationKindLabelFor,
  type NotificationKind,
} from '../../../shared/notify/kinds';
import { SectionCard } from '../../components/dashboard/section-card';
import { useSessionUser } from '../../lib/session';
import { useNotificationSettings, useSetNotificationEmail } from './api';

type Outcome = { ok: boolean; text: string };

/**
 * Settings' Notifications section: every kind the person can receive always shows in
 * the bell; each kind's email is on or off here (a mail's unsubscribe link turns the
 * same setting off). A change is saved as soon as the box is ticked.
 */
export function NotificationSettingsSection() {
  const role = useSessionUser()?.role;
  const settings = useNotificationSettings();
  const setEmail = useSetNotificationEmail();
  const [saving, setSaving] = useState<NotificationKind | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Bumped by a refused change: the boxes are drawn again from the saved settings.
  const [refusals, setRefusals] = useState(0);
  const roleKey = role === 'admin' || role === 'investor' ? role : 'creator';
  const kinds = NOTIFICATION_KINDS_BY_ROLE[roleKey];

  async function change(kind: NotificationKind, label: string, email: boolean) {
    setSaving(kind);
    setOutcome(null);
    try {
      await setEmail({ kind, email });
      setOutcome({ ok: true, text: `${label}: email ${email ? 'on' : 'off'}.` });
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'Please try again.';
      setOutcome({ ok: false, text: `Not saved: ${message}` });
      setRefusals((n) => n + 1);
    } finally {
      setSaving(null);
    }
  }

  return (
    <SectionCard title="Notifications">
      <Stack gap="3">
        <Text color="fg.muted">
          Everything below always appears under the bell. Choose which of them also come by email;
          every email has a link to stop that kind.
        </Text>
        {settings.status === 'loading' && (
          <HStack role="status">
            <Spinner size="sm" />
            <Text>Loading...</Text>
          </HStack>
        )}
        {settings.status === 'error' && (
          <Stack gap="2" align="start">
            <Text role="alert" color="fg.error">
              Your notification settings could not be loaded: {settings.error.message}
            </Text>
            <Button size="sm" variant="outline" onClick={settings.retry}>
              Retry
            </Button>
          </Stack>
        )}
        {settings.status === 'success' && (
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Email notifications">
            {kinds.map((kind) => {
              const row = settings.data.settings.find((s) => s.kind === kind);
              if (!row) return null;
              const label = notificationKindLabelFor(kind, roleKey);
              return (
                <li key={`${kind}:${refusals}`}>
                  <Checkbox.Root
                    checked={row.email}
                    disabled={saving !== null}
                    onCheckedChange={(details) =>
                      void change(kind, label, details.checked === true)
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Email me: {label}</Checkbox.Label>
                  </Checkbox.Root>
                </li>
              );
            })}
          </Stack>
        )}
        {outcome && (
          <Text role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'green.fg' : 'red.fg'}>
            {outcome.text}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
