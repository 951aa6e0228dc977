import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { validateLoginForm, type LoginErrors } from '../../../shared/schemas/login';
import { paths } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';
import { useSessionActions, useSessionActor } from '../../lib/session';

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
        <Field.Root required invalid={Boolean(errors.email)}>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.password)}>
          <HStack justify="space-between" w="full">
            <Field.Label>
              Password <Field.RequiredIndicator />
            </Field.Label>
            <RouterLink to={paths.forgotPassword} fontSize="sm" color="brand.fg">
              Forgot password
            </RouterLink>
          </HStack>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
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
