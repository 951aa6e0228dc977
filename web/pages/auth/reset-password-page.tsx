import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { PASSWORD_MISMATCH_MESSAGE } from '../../../shared/schemas/signup';
import { paths, roleHome } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';
import { toaster } from '../../components/ui/toaster';
import { useSessionActions } from '../../lib/session';
import { useSessionActor } from '../../lib/session-machine';
import { AuthCard } from '../../features/auth/auth-card';
import { AuthField, PASSWORD_HINT } from '../../features/auth/auth-field';

type RecoveryView = 'loading' | 'form' | 'updating' | 'invalid';

/**
 * /reset-password: the recovery link signs the user in and the session machine enters
 * password recovery; here they choose a new password, then go to their dashboard.
 */
export function ResetPasswordPage() {
  const actor = useSessionActor();
  const navigate = useNavigate();
  const view = useSelector(actor, (snapshot): RecoveryView => {
    if (snapshot.hasTag('resolving')) return 'loading';
    if (snapshot.matches({ signedIn: 'passwordRecovery' })) return 'form';
    if (snapshot.matches({ signedIn: 'updatingPassword' })) return 'updating';
    return 'invalid';
  });

  useEffect(() => {
    const subscription = actor.on('session.passwordUpdated', ({ user }) =>
      navigate(roleHome(user.role), { replace: true }),
    );
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <AuthCard title="Set a new password" subtitle="Choose the password you will log in with.">
      {view === 'loading' && (
        <Center role="status" py="6" gap="3">
          <Spinner color="brand.solid" />
          <Text>Loading...</Text>
        </Center>
      )}
      {(view === 'form' || view === 'updating') && (
        <NewPasswordForm updating={view === 'updating'} />
      )}
      {view === 'invalid' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This reset link is invalid or has expired</Alert.Title>
            <Alert.Description>
              Open the newest link from your email, or{' '}
              <RouterLink to={paths.forgotPassword}>request a new one</RouterLink>.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </AuthCard>
  );
}

function NewPasswordForm({ updating }: { updating: boolean }) {
  const { updatePassword } = useSessionActions();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || !confirm) {
      setMissing(true);
      return;
    }
    if (password !== confirm) {
      toaster.create({ type: 'error', title: 'Error', description: PASSWORD_MISMATCH_MESSAGE });
      return;
    }
    updatePassword(password);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Set a new password">
      <Stack gap="4">
        <AuthField
          label="New Password"
          hint={PASSWORD_HINT}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          invalid={missing && !password}
          error="Please enter a new password."
        />
        <AuthField
          label="Confirm New Password"
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          invalid={missing && !confirm}
          error="Please confirm your new password."
        />
        <Button type="submit" colorPalette="brand" loading={updating} loadingText="Saving...">
          Update password
        </Button>
      </Stack>
    </form>
  );
}
