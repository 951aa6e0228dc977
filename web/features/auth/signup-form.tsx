import { useMemo } from 'react';
import { Alert, Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { SignupRole } from '../../../shared/constants';
import { ACCOUNT_CREATED_ID, PASSWORD_MISMATCH_MESSAGE } from '../../../shared/schemas/signup';
import { apiPaths, paths } from '../../../shared/routes';
import { signupMachine } from '../../../machines/signup/signup.machine';
import type { SignupField } from '../../../machines/signup/signup.types';
import { RouterLink } from '../../components/router-link';
import { TargetedNotice } from '../../components/targeted-notice';
import { toaster } from '../../components/ui/toaster';
import { inspectOptions } from '../../lib/inspector';
import { useLoadSessionMachine } from '../../lib/session';
import { loginPathFrom } from '../../lib/return-to';
import { useHydrated } from '../../lib/use-hydrated';
import { AuthField, PASSWORD_HINT } from './auth-field';
import { submitThroughSession } from './signup-actors';
import { PageTitle } from '../../components/page-title';

const TEXT_FIELDS: {
  name: SignupField;
  label: string;
  type: string;
  autoComplete: string;
}[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

const ROLE_OPTIONS: { value: SignupRole; label: string; description: string }[] = [
  { value: 'investor', label: 'Investor', description: 'I want to invest in SaaS projects' },
  {
    value: 'creator',
    label: 'Project Creator',
    description: 'I want to raise funds for my SaaS project',
  },
];

/**
 * The signup form (docs/product.md#signup, docs/product.md#validation). The signup machine owns validation, the
 * password-mismatch toast, the disabled button with a spinner and the outcome toasts.
 */
export function SignupForm({ initialRole, next }: { initialRole: SignupRole; next?: string }) {
  const loadSession = useLoadSessionMachine();
  const logic = useMemo(
    () =>
      signupMachine.provide({
        actors: { submitSignup: submitThroughSession(loadSession) },
        actions: {
          notifyPasswordMismatch: () =>
            toaster.create({
              type: 'error',
              title: 'Error',
              description: PASSWORD_MISMATCH_MESSAGE,
            }),
          notifyAccountCreated: () =>
            toaster.create({
              type: 'success',
              title: 'Account created!',
              description: 'Please check your email to verify your account.',
            }),
          notifyFailure: (_, { message }) =>
            toaster.create({ type: 'error', title: 'Error', description: message }),
          logFailure: (_, { error }) => console.error('[signup] Sign-up failed:', error),
        },
      }),
    [loadSession],
  );
  const [snapshot, send] = useMachine(logic, { input: { role: initialRole }, ...inspectOptions() });
  const { values, errors } = snapshot.context;
  const submitting = snapshot.hasTag('submitting');
  const live = useHydrated();

  if (snapshot.matches('succeeded')) {
    return (
      <Alert.Root status="success" role="status">
        {/* The tab names where the person now is (the page's own title says "Sign up"). */}
        <PageTitle title="Check your email" />
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Check your email</Alert.Title>
          <Alert.Description>
            We sent a confirmation link to {values.email}. Follow it to verify your account, then{' '}
            <RouterLink to={loginPathFrom(next)}>log in</RouterLink>.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    // Without JavaScript, or sent before the page has hydrated, the browser posts this form
    // itself to /api/signup (never in the URL); the answer comes back to /signup: the
    // "Account created!" notice below (#account-created), or an error in the fragment
    // (docs/auth.md#sign-up-without-the-app). Once hydrated, the app checks and sends it.
    <form
      noValidate={live}
      method="post"
      action={apiPaths.signupForm}
      aria-label="Sign up"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'signup.submit' });
      }}
    >
      <Stack
        gap="4"
        // While the notice is shown, it is all the form shows: the account exists.
        css={{
          [`&:has(> #${ACCOUNT_CREATED_ID}:target) > :not(#${ACCOUNT_CREATED_ID})`]: {
            display: 'none',
          },
        }}
      >
        {/* The answer to the form sent before hydration or without JavaScript (/signup#account-created). */}
        <TargetedNotice id={ACCOUNT_CREATED_ID} title="Account created!">
          Please check your email to verify your account: we sent a confirmation link to the address
          you gave. Follow it, then <RouterLink to={loginPathFrom(next)}>log in</RouterLink>.
        </TargetedNotice>
        {TEXT_FIELDS.map((field) => (
          <AuthField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(value) => send({ type: 'signup.change', field: field.name, value })}
            error={errors[field.name]}
            {...(field.name === 'password' ? { hint: PASSWORD_HINT } : {})}
          />
        ))}
        <RadioGroup.Root
          // What the browser sends as the role when it sends the form itself.
          name="role"
          value={values.role}
          onValueChange={({ value }) => {
            if (value) send({ type: 'signup.selectRole', role: value });
          }}
          colorPalette="brand"
        >
          <RadioGroup.Label fontWeight="medium" mb="2">
            I am joining as
          </RadioGroup.Label>
          <Stack gap="3">
            {ROLE_OPTIONS.map((option) => (
              <RadioGroup.Item
                key={option.value}
                value={option.value}
                alignItems="flex-start"
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <Text as="span" display="block" fontWeight="medium">
                    {option.label}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {option.description}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Button
          type="submit"
          colorPalette="brand"
          loading={submitting}
          loadingText="Creating account..."
        >
          Create Account
        </Button>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          By signing up, you agree to our{' '}
          <RouterLink to={paths.terms} color="brand.fg">
            Terms of Service
          </RouterLink>{' '}
          and{' '}
          <RouterLink to={paths.privacy} color="brand.fg">
            Privacy Policy
          </RouterLink>
          .
        </Text>
        <Text fontSize="sm" textAlign="center">
          Already have an account?{' '}
          <RouterLink to={loginPathFrom(next)} color="brand.fg" fontWeight="medium">
            Log in
          </RouterLink>
        </Text>
      </Stack>
    </form>
  );
}
