import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { contactFormMachine } from '../../machines/contact-form/contact-form.machine';
import { CONTACT_SEND_DELAY_MS } from '../../shared/constants';
import type { ContactField, ContactMessage } from '../../shared/schemas/contact';

const FILLED: ContactMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Listing question',
  message: 'How long does review take?',
};

function start() {
  const clock = new SimulatedClock();
  const notifySent = vi.fn();
  const actor = createActor(contactFormMachine.provide({ actions: { notifySent } }), {
    clock,
  }).start();
  return { actor, clock, notifySent };
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

  it('shows sending for exactly 1000 ms, then confirms and clears the fields', () => {
    const { actor, clock, notifySent } = start();
    fill(actor);
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);

    clock.increment(CONTACT_SEND_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('sending');
    expect(notifySent).not.toHaveBeenCalled();

    clock.increment(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('sent');
    expect(snapshot.hasTag('sending')).toBe(false);
    expect(snapshot.context.values).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(snapshot.context.lastSent).toEqual(FILLED);
    expect(notifySent).toHaveBeenCalledTimes(1);
    expect(CONTACT_SEND_DELAY_MS).toBe(1000);
  });

  it('ignores edits and repeated submits while sending', () => {
    const { actor, clock } = start();
    fill(actor);
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.change', field: 'name', value: 'Changed' });
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.reset' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.values.name).toBe(FILLED.name);
    clock.increment(CONTACT_SEND_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.lastSent?.name).toBe(FILLED.name);
  });

  it('returns to editing from sent on reset or on the next edit', () => {
    const { actor, clock } = start();
    fill(actor);
    actor.send({ type: 'contact.submit' });
    clock.increment(CONTACT_SEND_DELAY_MS);
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'contact.reset' });
    expect(actor.getSnapshot().value).toBe('editing');

    fill(actor);
    actor.send({ type: 'contact.submit' });
    clock.increment(CONTACT_SEND_DELAY_MS);
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
