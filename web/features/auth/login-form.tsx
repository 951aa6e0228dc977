import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { validateLoginForm, type LoginErrors } from '../../../shared/schemas/login';
import { paths } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';
import { useSessionActions, useSessionActor } from '../../lib/session';
import { AuthField, EmailField } from './auth-field';

/**
 * Email and password sign-in (spec §2 Login, §5). The session machine signs in; its
 * toasts report the outcome, and the page redirects once a user is signed in.
 */
export function LoginForm() {
  const actor = useSessionActor();
  const signingIn = useSelector(actor, (snapshot) => snapshot.matches('signingIn'));
  const { signIn } = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLoginForm({ email, password });
    setErrors(found);
    if (Object.keys(found).length === 0) signIn(email.trim(), password);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Log in">
      <Stack gap="4">
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        <AuthField
          label="Password"
          labelAside={
            <RouterLink to={paths.forgotPassword} fontSize="sm" color="brand.fg">
              Forgot password
            </RouterLink>
          }
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <Button type="submit" colorPalette="brand" loading={signingIn} loadingText="Log in">
          Log in
        </Button>
        <Text textAlign="center" fontSize="sm">
          Don&apos;t have an account?{' '}
          <RouterLink to={paths.signup} color="brand.fg" fontWeight="medium">
            Sign up
          </RouterLink>
        </Text>
      </Stack>
    </form>
  );
}
