import * as v from 'valibot';
import { DEFAULT_SIGNUP_ROLE, SIGNUP_ROLES, type SignupRole } from '../constants';
import { emailSchema, fullNameSchema } from './person';

/**
 * Signup (docs/product.md#signup-fields): every field required, a valid email, role investor or creator only
 * (admin is never selectable, docs/architecture.md#roles-and-trust). docs/product.md sets no password length rule;
 * the auth server enforces its own minimum and its message is shown to the user.
 */
export const signupFormSchema = v.object({
  // The same rules the auth server and the user.joined event apply (person.ts).
  name: fullNameSchema,
  email: emailSchema,
  password: v.pipe(v.string(), v.nonEmpty('Please enter a password.')),
  confirm: v.pipe(v.string(), v.nonEmpty('Please confirm your password.')),
  role: v.optional(
    v.picklist(SIGNUP_ROLES, 'Please choose Investor or Project Creator.'),
    DEFAULT_SIGNUP_ROLE,
  ),
});

export type SignupForm = v.InferOutput<typeof signupFormSchema>;
export type SignupField = Exclude<keyof SignupForm, 'role'>;
export const SIGNUP_TEXT_FIELDS: readonly SignupField[] = ['name', 'email', 'password', 'confirm'];
export type SignupErrors = Partial<Record<keyof SignupForm, string>>;

/** The payload sent to the auth server (docs/product.md#signup-payload). */
export interface SignupPayload {
  name: string;
  email: string;
  password: string;
  role: SignupRole;
}

/** The exact destructive toast text of docs/product.md#validation for differing passwords. */
export const PASSWORD_MISMATCH_MESSAGE = "Passwords don't match.";

/**
 * The fragment /signup is sent back to when its form, sent by the browser itself, created
 * an account whose address must be confirmed: the page's static "Check your email" notice.
 */
export const ACCOUNT_CREATED_ID = 'account-created';

/** Reads `?role=` of /signup: creator or investor, anything else is the default. */
export function parseSignupRole(value: string | null | undefined): SignupRole {
  return (SIGNUP_ROLES as readonly string[]).includes(value ?? '')
    ? (value as SignupRole)
    : DEFAULT_SIGNUP_ROLE;
}

/** An empty signup form with the given (or default) role preselected. */
export function emptySignupForm(role: SignupRole = DEFAULT_SIGNUP_ROLE): SignupForm {
  return { name: '', email: '', password: '', confirm: '', role };
}

/** First error message per field, or an empty object when the form is complete. */
export function validateSignupForm(values: SignupForm): SignupErrors {
  const result = v.safeParse(signupFormSchema, values);
  if (result.success) return {};
  const nested = v.flatten<typeof signupFormSchema>(result.issues).nested ?? {};
  const errors: SignupErrors = {};
  for (const field of [...SIGNUP_TEXT_FIELDS, 'role'] as const) {
    const message = nested[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** True when password and confirmation are the same string. */
export function passwordsMatch(values: Pick<SignupForm, 'password' | 'confirm'>): boolean {
  return values.password === values.confirm;
}

/** The trimmed payload for the auth call; the confirmation never leaves the form. */
export function toSignupPayload(values: SignupForm): SignupPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    role: values.role,
  };
}
