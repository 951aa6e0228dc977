import { SIGNUP_ROLES, type SignupRole } from '../../../shared/constants';
import {
  emptySignupForm,
  passwordsMatch,
  validateSignupForm,
} from '../../../shared/schemas/signup';
import type { SignupErrors, SignupEvent, SignupForm } from '../../../machines/signup/signup.types';

/** What the signup form draws: the machine's values and errors, and where it is. */
export interface SignupFormView {
  values: SignupForm;
  errors: SignupErrors;
  submitting: boolean;
  succeeded: boolean;
}

export function initialSignupView(role: SignupRole): SignupFormView {
  return { values: emptySignupForm(role), errors: {}, submitting: false, succeeded: false };
}

function isSignupRole(value: string): value is SignupRole {
  return (SIGNUP_ROLES as readonly string[]).includes(value);
}

/**
 * An event's effect before the signup machine has arrived, as its `editing` and
 * `validating` states decide it (machines/signup): an edit sets the field and clears its
 * error, a role is taken when it is one; a submit shows the missing fields, or (passwords
 * matching) the form submitting. Differing passwords change nothing here: the machine's
 * toast says so once it has the submit.
 */
export function previewSignup(view: SignupFormView, event: SignupEvent): SignupFormView {
  if (view.submitting || view.succeeded) return view;
  switch (event.type) {
    case 'signup.change': {
      const errors = { ...view.errors };
      delete errors[event.field];
      return { ...view, values: { ...view.values, [event.field]: event.value }, errors };
    }
    case 'signup.selectRole':
      return isSignupRole(event.role)
        ? { ...view, values: { ...view.values, role: event.role } }
        : view;
    case 'signup.submit': {
      const errors = validateSignupForm(view.values);
      if (Object.keys(errors).length > 0) return { ...view, errors };
      return passwordsMatch(view.values) ? { ...view, errors: {}, submitting: true } : view;
    }
    default:
      return view;
  }
}
