/**
 * Before a form's machine has arrived, the form shows each event's effect through its
 * preview (web/lib/deferred-form.ts); once the machine runs it is handed the same events.
 * The preview must end where the machine does, or the form would jump as it arrives.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contactFormMachine } from '../../../machines/contact-form/contact-form.machine';
import type {
  ContactFormEvent,
  ContactMessage,
} from '../../../machines/contact-form/contact-form.types';
import { signupMachine } from '../../../machines/signup/signup.machine';
import type { SignupEvent, SignupPayload } from '../../../machines/signup/signup.types';
import {
  initialContactView,
  previewContact,
} from '../../../web/features/contact/contact-form-state';
import { initialSignupView, previewSignup } from '../../../web/features/auth/signup-form-state';

const contactRuns: Record<string, ContactFormEvent[]> = {
  'an edit': [{ type: 'contact.change', field: 'name', value: 'Ada' }],
  'an empty submit': [{ type: 'contact.submit' }],
  'an edit after an invalid submit': [
    { type: 'contact.submit' },
    { type: 'contact.change', field: 'email', value: 'ada@example' },
  ],
  'a valid submit': [
    { type: 'contact.change', field: 'name', value: 'Ada' },
    { type: 'contact.change', field: 'email', value: 'ada@example.com' },
    { type: 'contact.change', field: 'subject', value: 'Hello' },
    { type: 'contact.change', field: 'message', value: 'A question about investing.' },
    { type: 'contact.submit' },
  ],
};

const signupRuns: Record<string, SignupEvent[]> = {
  'an edit and a role': [
    { type: 'signup.change', field: 'name', value: 'Ada' },
    { type: 'signup.selectRole', role: 'creator' },
  ],
  'a role that is not one': [{ type: 'signup.selectRole', role: 'admin' }],
  'an empty submit': [{ type: 'signup.submit' }],
  'differing passwords': [
    { type: 'signup.change', field: 'name', value: 'Ada Lovelace' },
    { type: 'signup.change', field: 'email', value: 'ada@example.com' },
    { type: 'signup.change', field: 'password', value: 'correct-horse-1' },
    { type: 'signup.change', field: 'confirm', value: 'correct-horse-2' },
    { type: 'signup.submit' },
  ],
  'a valid submit': [
    { type: 'signup.change', field: 'name', value: 'Ada Lovelace' },
    { type: 'signup.change', field: 'email', value: 'ada@example.com' },
    { type: 'signup.change', field: 'password', value: 'correct-horse-1' },
    { type: 'signup.change', field: 'confirm', value: 'correct-horse-1' },
    { type: 'signup.submit' },
  ],
};

/** A request that never answers: the machine stays in `sending`/`submitting`, as the preview shows. */
const neverSettles = <TOutput, TInput>() =>
  fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));

describe('the contact form preview', () => {
  it.each(Object.entries(contactRuns))('ends where the machine does after %s', (_, events) => {
    const actor = createActor(
      contactFormMachine.provide({
        actors: { sendMessage: neverSettles<unknown, ContactMessage>() },
      }),
    ).start();
    events.forEach((event) => actor.send(event));
    const snapshot = actor.getSnapshot();
    expect(events.reduce(previewContact, initialContactView())).toEqual({
      ...snapshot.context,
      sending: snapshot.hasTag('sending'),
      sent: snapshot.matches('sent'),
    });
  });
});

describe('the signup form preview', () => {
  it.each(Object.entries(signupRuns))('ends where the machine does after %s', (_, events) => {
    const actor = createActor(
      signupMachine.provide({ actors: { submitSignup: neverSettles<void, SignupPayload>() } }),
      { input: { role: 'investor' } },
    ).start();
    events.forEach((event) => actor.send(event));
    const snapshot = actor.getSnapshot();
    expect(events.reduce(previewSignup, initialSignupView('investor'))).toEqual({
      values: snapshot.context.values,
      errors: snapshot.context.errors,
      submitting: snapshot.hasTag('submitting'),
      succeeded: snapshot.matches('succeeded'),
    });
  });
});

it('covers a submit each machine takes (the runs above reach sending and submitting)', () => {
  expect(contactRuns['a valid submit']?.reduce(previewContact, initialContactView()).sending).toBe(
    true,
  );
  expect(
    signupRuns['a valid submit']?.reduce(previewSignup, initialSignupView('investor')).submitting,
  ).toBe(true);
});
