import { useCallback, useEffect, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/dashboard/section-card';
import type { Outcome, SettingsClient } from './settings-client';
import { failed } from './settings-client';
import { OutcomeText } from './outcome-text';
import { TotpEnrolmentForm, type Enrolment } from './totp-enrolment-form';
import { BACKUP_FACTOR_NAME, factorLabel } from '../../lib/factor-label';

interface VerifiedFactor {
  id: string;
  friendlyName: string | undefined;
}

/**
 * TOTP two-factor sign-in through supabase-js `auth.mfa`: enrol (QR code and secret for
 * an authenticator app), confirm with a first code (challengeAndVerify), or remove it.
 * Once on, a second factor named "Backup" (an authenticator on another device) is the
 * way back in after a lost phone: sign-in accepts a code from either (docs/auth.md).
 */
export function TwoFactorSection({ client }: { client: SettingsClient }) {
  const [factors, setFactors] = useState<VerifiedFactor[] | undefined>(undefined);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const refresh = useCallback(async () => {
    const { data, error } = await client.auth.mfa.listFactors();
    if (error) {
      setFactors([]);
      return setOutcome(failed(error));
    }
    setFactors(
      data.totp
        .filter((f) => f.status === 'verified')
        .map((f) => ({ id: f.id, friendlyName: f.friendly_name })),
    );
  }, [client]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const enrol = async (backup: boolean) => {
    setBusy(true);
    const { data, error } = await client.auth.mfa.enroll(
      backup ? { factorType: 'totp', friendlyName: BACKUP_FACTOR_NAME } : { factorType: 'totp' },
    );
    setBusy(false);
    if (error) return setOutcome(failed(error));
    setOutcome(null);
    setEnrolment({
      factorId: data.id,
      qrCode: data.totp.qr_code,
      secret: data.totp.secret,
      backup,
    });
  };
  const verify = async (code: string): Promise<boolean> => {
    if (!enrolment) return false;
    setBusy(true);
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId: enrolment.factorId,
      code,
    });
    setBusy(false);
    if (error) {
      setOutcome(failed(error));
      return false;
    }
    setEnrolment(null);
    setOutcome({
      ok: true,
      text: enrolment.backup
        ? 'Backup authenticator added: a code from it also signs you in.'
        : 'Two-factor sign-in is on.',
    });
    await refresh();
    return true;
  };
  const unenrol = async (factor: VerifiedFactor, last: boolean) => {
    setBusy(true);
    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    setBusy(false);
    if (error) return setOutcome(failed(error));
    setOutcome({
      ok: true,
      text: last ? 'Two-factor sign-in is off.' : `${factorLabel(factor.friendlyName)} removed.`,
    });
    await refresh();
  };

  let body;
  if (enrolment) {
    body = <TotpEnrolmentForm enrolment={enrolment} busy={busy} onCode={verify} />;
  } else if (factors && factors.length === 1 && factors[0]) {
    const only = factors[0];
    body = (
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Text>Two-factor sign-in is on: you enter a code from your app when you sign in.</Text>
          <Button
            variant="outline"
            colorPalette="red"
            loading={busy}
            onClick={() => void unenrol(only, true)}
          >
            Turn off two-factor
          </Button>
        </HStack>
        <HStack justify="space-between" wrap="wrap">
          <Text>
            Lose your phone and you cannot sign in. Add a backup: an authenticator app on a second
            device.
          </Text>
          <Button variant="outline" loading={busy} onClick={() => void enrol(true)}>
            Add a backup authenticator
          </Button>
        </HStack>
      </Stack>
    );
  } else if (factors && factors.length > 1) {
    body = (
      <Stack gap="3">
        <Text>Two-factor sign-in is on: a code from any of these authenticators signs you in.</Text>
        <Stack as="ul" gap="2" listStyleType="none">
          {factors.map((factor) => (
            <HStack as="li" key={factor.id} justify="space-between" wrap="wrap">
              <Text>{factorLabel(factor.friendlyName)}</Text>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                loading={busy}
                aria-label={`Remove ${factorLabel(factor.friendlyName)}`}
                onClick={() => void unenrol(factor, false)}
              >
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
      </Stack>
    );
  } else if (factors) {
    body = (
      <HStack justify="space-between" wrap="wrap">
        <Text>Add a code from an authenticator app to every sign-in.</Text>
        <Button loading={busy} onClick={() => void enrol(false)}>
          Set up two-factor
        </Button>
      </HStack>
    );
  } else {
    body = <Text role="status">Loading...</Text>;
  }
  return (
    <SectionCard title="Two-factor sign-in">
      <Stack gap="3">
        {body}
        <OutcomeText outcome={outcome} />
      </Stack>
    </SectionCard>
  );
}
