import { useEffect, useState } from 'react';
import { Alert } from '@chakra-ui/react';
import { paths } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';
import { loadSupabase } from '../../lib/supabase';

/**
 * Shown to an admin who has not set up two-factor sign-in yet: admin routes ask for a
 * code once a factor is verified, so this points them to Settings to add one.
 */
export function MfaEnrolNotice() {
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let active = true;
    void loadSupabase()
      .then((supabase) => supabase.auth.mfa.listFactors())
      .then(({ data }) => {
        // Only a successful answer counts: no session or a failed call is not "no factor".
        if (active && data) setMissing(data.totp.length === 0);
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, []);
  return missing ? <MfaEnrolPrompt /> : null;
}

/** The prompt itself, for a render that already knows the admin has no factor. */
export function MfaEnrolPrompt() {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Protect your admin account with two-factor sign-in</Alert.Title>
        <Alert.Description>
          Admin accounts should sign in with a code from an authenticator app.{' '}
          <RouterLink to={paths.admin.settings} color="brand.fg" fontWeight="medium">
            Set it up in Settings
          </RouterLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
