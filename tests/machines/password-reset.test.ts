import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { passwordResetMachine } from '../../machines/password-reset/password-reset.machine';

function start() {
  const requests: { email: string }[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const notifyFailure = vi.fn();
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        requestReset: fromPromise<void, { email: string }>(
          ({ input }) =>
            new Promise<void>((resolve, reject) => {
              requests.push(input);
              settle = { resolve, reject };
            }),
        ),
      },
      actions: { notifyFailure: (_, params) => notifyFailure(params) },
    }),
    { clock: new SimulatedClock() },
  ).start();
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const pending = () => {
    if (!settle) throw new Error('nothing requested');
    return settle;
  };
  return { actor, requests, notifyFailure, flush, pending };
}

describe('password reset machine', () => {
  it('refuses an empty or invalid address without a request', () => {
    const { actor, requests } = start();
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().context.error).toBe('Please enter your email address.');
    actor.send({ type: 'reset.change', email: 'nobody' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid email address.');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(requests).toEqual([]);
  });

  it('sends the trimmed address, tagged sending, then shows the same answer', async () => {
    const { actor, requests, pending, flush } = start();
    actor.send({ type: 'reset.change', email: ' ada@example.com ' });
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(requests).toEqual([{ email: 'ada@example.com' }]);
    actor.send({ type: 'reset.submit' });
    expect(requests).toHaveLength(1);
    pending().resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'reset.again' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it("returns to editing with the server's message when the request fails", async () => {
    const { actor, notifyFailure, pending, flush } = start();
    actor.send({ type: 'reset.change', email: 'ada@example.com' });
    actor.send({ type: 'reset.submit' });
    pending().reject(
      new Error('For security purposes, you can only request this after 42 seconds.'),
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(notifyFailure).toHaveBeenCalledWith({
      message: 'For security purposes, you can only request this after 42 seconds.',
    });
  });

  it('cannot go back to editing except from sent', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'reset.again' })).toBe(false);
  });
});
