import * as v from 'valibot';
import { emailSchema } from './person';

/** Login (docs/product.md#login-fields): email (an email address) and password, both required. */
export const loginFormSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(), v.nonEmpty('Please enter your password.')),
});

export type LoginForm = v.InferOutput<typeof loginFormSchema>;
export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/** First error message per field, or an empty object when both fields are filled in. */
export function validateLoginForm(values: LoginForm): LoginErrors {
  const result = v.safeParse(loginFormSchema, values);
  if (result.success) return {};
  const nested = v.flatten<typeof loginFormSchema>(result.issues).nested ?? {};
  const errors: LoginErrors = {};
  if (nested.email?.[0]) errors.email = nested.email[0];
  if (nested.password?.[0]) errors.password = nested.password[0];
  return errors;
}

/** docs/product.md#validation: an email address, required (the forgot-password form). */
export const recoveryEmailSchema = v.object({ email: loginFormSchema.entries.email });

/** The email's error message, or null when it is a valid address. */
export function validateRecoveryEmail(email: string): string | null {
  const result = v.safeParse(recoveryEmailSchema, { email });
  return result.success ? null : (result.issues[0]?.message ?? 'Please enter your email address.');
}

/**
 * The id of the forgot-password page's "Check your email" notice: the form sent without
 * the app (a browser's own POST) is answered with a redirect to
 * `/forgot-password#reset-link-sent`, and the page shows the notice while the URL's
 * fragment targets it.
 */
export const RESET_LINK_SENT_ID = 'reset-link-sent';
