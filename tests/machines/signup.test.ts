import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { signupMachine } from '../../machines/signup/signup.machine';
import type { SignupPayload } from '../../shared/schemas/signup';

function start(role?: 'investor' | 'creator') {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const submitted: SignupPayload[] = [];
  const spies = {
    notifyPasswordMismatch: vi.fn(),
    notifyAccountCreated: vi.fn(),
    notifyFailure: vi.fn(),
    logFailure: vi.fn(),
  };
  const logic = signupMachine.provide({
    actors: {
      submitSignup: fromPromise<void, SignupPayload>(
        ({ input }) =>
          new Promise<void>((resolve, reject) => {
            submitted.push(input);
            settle = { resolve, reject };
          }),
      ),
    },
    actions: {
      notifyPasswordMismatch: spies.notifyPasswordMismatch,
      notifyAccountCreated: spies.notifyAccountCreated,
      notifyFailure: (_, params) => spies.notifyFailure(params),
      logFailure: (_, params) => spies.logFailure(params),
    },
  });
  const actor = createActor(logic, {
    input: role ? { role } : {},
    clock: new SimulatedClock(),
  }).start();
  const fill = (values: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({
        type: 'signup.change',
        field: field as 'name' | 'email' | 'password' | 'confirm',
        value,
      });
    }
  };
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const pending = () => {
    if (!settle) throw new Error('nothing submitted');
    return settle;
  };
  return { actor, submitted, spies, fill, flush, pending };
}

const COMPLETE = {
  name: ' Cleo Creator ',
  email: 'cleo@example.com',
  password: 'pw-123456',
  confirm: 'pw-123456',
};

describe('signup machine', () => {
  it('starts editing with investor preselected, or the role from the URL', () => {
    expect(start().actor.getSnapshot().context.values.role).toBe('investor');
    expect(start('creator').actor.getSnapshot().context.values.role).toBe('creator');
    expect(start().actor.getSnapshot().value).toBe('editing');
  });

  it('accepts only investor or creator as the role', () => {
    const { actor } = start();
    actor.send({ type: 'signup.selectRole', role: 'creator' });
    expect(actor.getSnapshot().context.values.role).toBe('creator');
    actor.send({ type: 'signup.selectRole', role: 'admin' });
    expect(actor.getSnapshot().context.values.role).toBe('creator');
    expect(actor.getSnapshot().can({ type: 'signup.selectRole', role: 'admin' })).toBe(false);
  });

  it('keeps editing with a message per missing field and submits nothing', () => {
    const { actor, submitted, spies } = start();
    actor.send({ type: 'signup.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual([
      'confirm',
      'email',
      'name',
      'password',
    ]);
    expect(submitted).toEqual([]);
    expect(spies.notifyPasswordMismatch).not.toHaveBeenCalled();
  });

  it('refuses an invalid email', () => {
    const { actor, fill, submitted } = start();
    fill({ ...COMPLETE, email: 'cleo' });
    actor.send({ type: 'signup.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(submitted).toEqual([]);
  });

  it('toasts when the passwords differ and submits nothing', () => {
    const { actor, fill, submitted, spies } = start();
    fill({ ...COMPLETE, confirm: 'something-else' });
    actor.send({ type: 'signup.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(spies.notifyPasswordMismatch).toHaveBeenCalledTimes(1);
    expect(submitted).toEqual([]);
  });

  it('submits the trimmed payload without the confirmation, tagged submitting', async () => {
    const { actor, fill, submitted, spies, pending, flush } = start('creator');
    fill(COMPLETE);
    actor.send({ type: 'signup.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(submitted).toEqual([
      { name: 'Cleo Creator', email: 'cleo@example.com', password: 'pw-123456', role: 'creator' },
    ]);
    // A second click while submitting sends nothing more.
    actor.send({ type: 'signup.submit' });
    actor.send({ type: 'signup.change', field: 'name', value: 'x' });
    expect(submitted).toHaveLength(1);
    pending().resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    expect(spies.notifyAccountCreated).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.values.password).toBe('');
    expect(actor.getSnapshot().context.values.confirm).toBe('');
  });

  it("logs a failure and shows the server's message, then lets the user retry", async () => {
    const { actor, fill, spies, pending, flush, submitted } = start();
    fill(COMPLETE);
    actor.send({ type: 'signup.submit' });
    const failure = new Error('Password should be at least 8 characters.');
    pending().reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.serverError).toBe(
      'Password should be at least 8 characters.',
    );
    expect(spies.logFailure).toHaveBeenCalledWith({ error: failure });
    expect(spies.notifyFailure).toHaveBeenCalledWith({
      message: 'Password should be at least 8 characters.',
    });
    actor.send({ type: 'signup.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submitted).toHaveLength(2);
  });

  it('returns to editing from failed on an edit', async () => {
    const { actor, fill, pending, flush } = start();
    fill(COMPLETE);
    actor.send({ type: 'signup.submit' });
    pending().reject(new Error('User already registered'));
    await flush();
    actor.send({ type: 'signup.change', field: 'email', value: 'other@example.com' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.email).toBe('other@example.com');
  });

  it('starts over after success only on reset, keeping the chosen role', async () => {
    const { actor, fill, pending, flush } = start('creator');
    fill(COMPLETE);
    actor.send({ type: 'signup.submit' });
    pending().resolve();
    await flush();
    actor.send({ type: 'signup.submit' });
    expect(actor.getSnapshot().value).toBe('succeeded');
    actor.send({ type: 'signup.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({
      name: '',
      email: '',
      password: '',
      confirm: '',
      role: 'creator',
    });
  });
});
