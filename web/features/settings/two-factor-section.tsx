import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button, Code, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/dashboard/section-card';
import type { Outcome, SettingsClient } from './settings-client';
import { failed } from './settings-client';
import { OutcomeText } from './outcome-text';

interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/**
 * TOTP two-factor sign-in through supabase-js `auth.mfa`: enrol (QR code and secret for
 * an authenticator app), confirm with a first code (challengeAndVerify), or remove it.
 */
export function TwoFactorSection({ client }: { client: SettingsClient }) {
  const [factorId, setFactorId] = useState<string | null | undefined>(undefined);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const refresh = useCallback(async () => {
    const { data, error } = await client.auth.mfa.listFactors();
    if (error) {
      setFactorId(null);
      return setOutcome(failed(error));
    }
    setFactorId(data.totp.find((f) => f.status === 'verified')?.id ?? null);
  }, [client]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const enrol = async () => {
    setBusy(true);
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    setBusy(false);
    if (error) return setOutcome(failed(error));
    setOutcome(null);
    setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
  };
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    setBusy(true);
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId: enrolment.factorId,
      code: code.trim(),
    });
    setBusy(false);
    if (error) return setOutcome(failed(error));
    setEnrolment(null);
    setCode('');
    setOutcome({ ok: true, text: 'Two-factor sign-in is on.' });
    await refresh();
  };
  const unenrol = async () => {
    if (!factorId) return;
    setBusy(true);
    const { error } = await client.auth.mfa.unenroll({ factorId });
    setBusy(false);
    if (error) return setOutcome(failed(error));
    setOutcome({ ok: true, text: 'Two-factor sign-in is off.' });
    await refresh();
  };

  let body;
  if (enrolment) {
    body = (
      <form onSubmit={(e) => void verify(e)}>
        <Stack gap="3" maxW="md">
          <Text>Scan this QR code with your authenticator app, or enter the secret by hand.</Text>
          <Image src={enrolment.qrCode} alt="QR code for your authenticator app" boxSize="180px" />
          <Text>
            Secret: <Code>{enrolment.secret}</Code>
          </Text>
          <Field.Root required>
            <Field.Label>Code from the app</Field.Label>
            <Input
              value={code}
              onChange={(e) => setCode(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Field.Root>
          <Button type="submit" alignSelf="flex-start" loading={busy}>
            Turn on two-factor
          </Button>
        </Stack>
      </form>
    );
  } else if (factorId) {
    body = (
      <HStack justify="space-between" wrap="wrap">
        <Text>Two-factor sign-in is on: you enter a code from your app when you sign in.</Text>
        <Button variant="outline" colorPalette="red" loading={busy} onClick={() => void unenrol()}>
          Turn off two-factor
        </Button>
      </HStack>
    );
  } else if (factorId === null) {
    body = (
      <HStack justify="space-between" wrap="wrap">
        <Text>Add a code from an authenticator app to every sign-in.</Text>
        <Button loading={busy} onClick={() => void enrol()}>
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
