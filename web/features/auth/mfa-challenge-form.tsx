import { useEffect, useState, type FormEvent } from 'react';
import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { loadSupabase } from '../../lib/supabase';
import { AuthField } from './auth-field';
import { factorLabel } from '../../lib/factor-label';

interface VerifiedFactor {
  id: string;
  label: string;
}

/** The user's verified TOTP factors, oldest (the first app) first. */
async function verifiedFactors(): Promise<VerifiedFactor[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp
    .filter((f) => f.status === 'verified')
    .map((f) => ({ id: f.id, label: factorLabel(f.friendly_name) }));
}

/** Server codes whose message would not tell the user what to do next (docs/auth.md). */
const ACTIONABLE: Record<string, string> = {
  mfa_verification_failed:
    'That code did not work. Enter the newest 6-digit code your authenticator app shows for LaunchFund; if it keeps failing, check that your phone sets its clock automatically.',
  mfa_challenge_expired: 'That took too long. Enter the newest code from your app and try again.',
  mfa_ip_address_mismatch: 'Your connection changed. Enter the newest code from your app again.',
};

/** The message to show for a failed check: actionable for known codes, else the server's. */
export function challengeErrorMessage(caught: unknown): string {
  const code =
    typeof caught === 'object' && caught !== null && 'code' in caught
      ? (caught as { code: unknown }).code
      : undefined;
  if (typeof code === 'string' && code in ACTIONABLE) return ACTIONABLE[code] ?? '';
  return caught instanceof Error && caught.message ? caught.message : 'Please try again.';
}

/**
 * The second step of sign-in for users with two-factor on: the six-digit code from their
 * authenticator app, checked against their verified TOTP factor (`auth.mfa`). A user with
 * a backup authenticator chooses which one the code comes from (the phone may be lost).
 * A wrong or expired code says what to do next; other refusals show the server's.
 */
export function MfaChallengeForm({ onVerified }: { onVerified: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [factors, setFactors] = useState<VerifiedFactor[]>([]);
  const [chosen, setChosen] = useState<string | undefined>();
  useEffect(() => {
    let active = true;
    verifiedFactors()
      .then((found) => active && setFactors(found))
      // Unreadable now: the submit reads them again and says what went wrong.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(trimmed)) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setChecking(true);
    setError(undefined);
    try {
      const supabase = await loadSupabase();
      const current = factors.length > 0 ? factors : await verifiedFactors();
      const factor = current.find((f) => f.id === chosen) ?? current[0];
      if (!factor) throw new Error('No two-factor method is set up for this account.');
      const { error: failed } = await supabase.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: trimmed,
      });
      if (failed) throw failed;
      onVerified();
    } catch (caught) {
      setError(challengeErrorMessage(caught));
      setCode('');
    } finally {
      setChecking(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Two-factor code">
      <Stack gap="4">
        <Text>Open your authenticator app and enter the code it shows for LaunchFund.</Text>
        {factors.length > 1 && (
          <Field.Root>
            <Field.Label>Code from</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={chosen ?? factors[0]?.id}
                onChange={(event) => setChosen(event.target.value)}
              >
                {factors.map((factor) => (
                  <option key={factor.id} value={factor.id}>
                    {factor.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>Lost your phone? Choose your backup authenticator.</Field.HelperText>
          </Field.Root>
        )}
        <AuthField
          label="Authentication code"
          name="code"
          type="text"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          error={error}
        />
        <Button type="submit" colorPalette="brand" loading={checking} loadingText="Verify">
          Verify
        </Button>
      </Stack>
    </form>
  );
}
