import type { SignupRole } from '../../shared/constants';
import type {
  SignupErrors,
  SignupField,
  SignupForm,
  SignupPayload,
} from '../../shared/schemas/signup';

/**
 * Signup form machine API (docs/product.md#signup, docs/product.md#signup-form, docs/product.md#signup-fields, docs/product.md#messages-and-errors).
 *
 * editing → validating → submitting → succeeded | failed. Read `context.values` and
 * `context.errors` for the fields, `hasTag('submitting')` for the disabled button with a
 * spinner. The UI supplies the `submitSignup` actor and the notify/log actions.
 */
export type SignupEvent =
  /** A text field changed; clears that field's error. */
  | { type: 'signup.change'; field: SignupField; value: string }
  /** The role radio group changed; only investor or creator are accepted. */
  | { type: 'signup.selectRole'; role: string }
  | { type: 'signup.submit' }
  /** After success: start over with an empty form. */
  | { type: 'signup.reset' };

export interface SignupContext {
  values: SignupForm;
  errors: SignupErrors;
  /** The server's message of the last failed attempt. */
  serverError: string | null;
}

export interface SignupInput {
  /** Preselected role (from `?role=`); default investor. */
  role?: SignupRole;
}

export type { SignupErrors, SignupField, SignupForm, SignupPayload };
