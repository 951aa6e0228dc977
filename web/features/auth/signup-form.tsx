import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { SignupRole } from '../../../shared/constants';
import { ACCOUNT_CREATED_ID } from '../../../shared/schemas/signup';
import { apiPaths, paths } from '../../../shared/routes';
import type { SignupField } from '../../../machines/signup/signup.types';
import { RadioChoices, type RadioChoice } from '../../components/radio-choices';
import { RouterLink } from '../../components/router-link';
import { TargetedNotice } from '../../components/targeted-notice';
import { toaster } from '../../components/ui/toaster';
import { deferredForm, useDeferredForm } from '../../lib/deferred-form';
import { useLoadSessionMachine } from '../../lib/session';
import { SESSION_LOAD_FAILED } from '../../lib/session-host';
import { loginPathFrom } from '../../lib/return-to';
import { useHydrated } from '../../lib/use-hydrated';
import { AuthField, PASSWORD_HINT } from './auth-field';
import { initialSignupView, previewSignup, type SignupFormView } from './signup-form-state';
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

function roleLabel(title: string, description: string) {
  return (
    <>
      <Text as="span" display="block" fontWeight="medium">
        {title}
      </Text>
      <Text as="span" display="block" fontSize="sm" color="fg.muted">
        {description}
      </Text>
    </>
  );
}

const ROLE_CHOICES: RadioChoice<SignupRole>[] = [
  { value: 'investor', label: roleLabel('Investor', 'I want to invest in SaaS projects') },
  {
    value: 'creator',
    label: roleLabel('Project Creator', 'I want to raise funds for my SaaS project'),
  },
];

/**
 * The signup form (docs/product.md#signup, docs/product.md#validation). The signup machine owns validation, the
 * password-mismatch toast, the disabled button with a spinner and the outcome toasts. The
 * machine is loaded when the visitor focuses or points into the form (web/lib/deferred-form.ts):
 * what they do before it arrives shows at once and is handed to it.
 */
export function SignupForm({ initialRole, next }: { initialRole: SignupRole; next?: string }) {
  const loadSession = useLoadSessionMachine();
  const [{ values, errors, submitting, succeeded }, send, warm] = useDeferredForm(() =>
    deferredForm({
      start: () =>
        import('./signup-form-machine').then((module) =>
          module.startSignupForm(initialRole, loadSession),
        ),
      initial: initialSignupView(initialRole),
      preview: previewSignup,
      failed: (view: SignupFormView) => {
        toaster.create({ type: 'error', title: 'Error', description: SESSION_LOAD_FAILED });
        return { ...view, submitting: false };
      },
    }),
  );
  const live = useHydrated();

  if (succeeded) {
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
      onFocus={warm}
      onPointerDown={warm}
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
        <RadioChoices
          // What the browser sends as the role when it sends the form itself.
          name="role"
          legend="I am joining as"
          value={values.role}
          choices={ROLE_CHOICES}
          onChange={(role) => send({ type: 'signup.selectRole', role })}
        />
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
