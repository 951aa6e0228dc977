import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contactFormMachine } from '../../machines/contact-form/contact-form.machine';
import type { ContactField, ContactMessage } from '../../shared/schemas/contact';

const FILLED: ContactMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Listing question',
  message: 'How long does review take?',
};

/** The send of one submit, settled by the test. */
interface PendingSend {
  values: ContactMessage;
  resolve: () => void;
  reject: (error: Error) => void;
}

function start() {
  const notifySent = vi.fn();
  const sends: PendingSend[] = [];
  const sendMessage = fromPromise<unknown, ContactMessage>(
    ({ input }) =>
      new Promise((resolve, reject) =>
        sends.push({ values: input, resolve: () => resolve({}), reject }),
      ),
  );
  const actor = createActor(
    contactFormMachine.provide({ actions: { notifySent }, actors: { sendMessage } }),
  ).start();
  /** Settles the latest send and lets the machine take the outcome. */
  const settle = async (outcome: 'ok' | Error = 'ok') => {
    const pending = sends.at(-1);
    if (!pending) throw new Error('nothing is being sent');
    if (outcome === 'ok') pending.resolve();
    else pending.reject(outcome);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { actor, notifySent, sends, settle };
}

function fill(actor: ReturnType<typeof start>['actor'], values: Partial<ContactMessage> = FILLED) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'contact.change', field: field as ContactField, value });
  }
}

describe('contact form machine', () => {
  it('starts editing with empty fields and no errors', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.values).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(snapshot.context.errors).toEqual({});
    expect(snapshot.hasTag('sending')).toBe(false);
  });

  it('refuses an empty submit and names every required field', () => {
    const { actor } = start();
    actor.send({ type: 'contact.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(Object.keys(snapshot.context.errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'refuses a submit when only %s is missing',
    (missing) => {
      const { actor } = start();
      fill(actor, { ...FILLED, [missing]: '   ' });
      actor.send({ type: 'contact.submit' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(Object.keys(actor.getSnapshot().context.errors)).toEqual([missing]);
    },
  );

  it('refuses an invalid email address', () => {
    const { actor } = start();
    fill(actor, { ...FILLED, email: 'not-an-email' });
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('clears a field error as soon as that field is edited', () => {
    const { actor } = start();
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.change', field: 'name', value: 'A' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    expect(actor.getSnapshot().context.errors.email).toBeDefined();
  });

  it('shows sending while the message is delivered, then confirms and clears the fields', async () => {
    const { actor, notifySent, sends, settle } = start();
    fill(actor);
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(sends.map((send) => send.values)).toEqual([FILLED]);
    expect(notifySent).not.toHaveBeenCalled();

    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('sent');
    expect(snapshot.hasTag('sending')).toBe(false);
    expect(snapshot.context.values).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(snapshot.context.lastSent).toEqual(FILLED);
    expect(notifySent).toHaveBeenCalledTimes(1);
  });

  it('keeps the fields and says why when the send fails, and sends again on the next submit', async () => {
    const { actor, sends, settle } = start();
    fill(actor);
    actor.send({ type: 'contact.submit' });
    await settle(new Error('You have sent several messages in a short time.'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(FILLED);
    expect(actor.getSnapshot().context.sendError).toBe(
      'You have sent several messages in a short time.',
    );
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().context.sendError).toBeNull();
    expect(sends).toHaveLength(2);
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('ignores edits and repeated submits while sending', async () => {
    const { actor, sends, settle } = start();
    fill(actor);
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.change', field: 'name', value: 'Changed' });
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.reset' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.values.name).toBe(FILLED.name);
    expect(sends).toHaveLength(1);
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.lastSent?.name).toBe(FILLED.name);
  });

  it('returns to editing from sent on reset or on the next edit', async () => {
    const { actor, settle } = start();
    fill(actor);
    actor.send({ type: 'contact.submit' });
    await settle();
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'contact.reset' });
    expect(actor.getSnapshot().value).toBe('editing');

    fill(actor);
    actor.send({ type: 'contact.submit' });
    await settle();
    actor.send({ type: 'contact.change', field: 'name', value: 'B' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({
      name: 'B',
      email: '',
      subject: '',
      message: '',
    });
  });

  it('does not allow reset while editing (nothing to leave)', () => {
    const { actor } = start();
    fill(actor, { name: 'kept' });
    expect(actor.getSnapshot().can({ type: 'contact.reset' })).toBe(false);
    actor.send({ type: 'contact.reset' });
    expect(actor.getSnapshot().context.values.name).toBe('kept');
  });
});
