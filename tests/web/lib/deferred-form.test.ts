import { describe, expect, it, vi } from 'vitest';
import { createActor, setup, assign } from 'xstate';
import { deferredForm, runningForm } from '../../../web/lib/deferred-form';

type Event = { type: 'edit'; text: string } | { type: 'submit' };
interface View {
  text: string;
  submitted: boolean;
}

/** A tiny form machine: edits set the text, a submit with text is taken. */
const machine = setup({
  types: { context: {} as { text: string }, events: {} as Event },
}).createMachine({
  context: { text: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        edit: { actions: assign({ text: ({ event }) => event.text }) },
        submit: { guard: ({ context }) => context.text !== '', target: 'submitted' },
      },
    },
    submitted: {},
  },
});

const preview = (view: View, event: Event): View =>
  event.type === 'edit' ? { ...view, text: event.text } : { ...view, submitted: view.text !== '' };

function startMachine() {
  const actor = createActor(machine).start();
  return runningForm(actor, (snapshot) => ({
    text: snapshot.context.text,
    submitted: snapshot.matches('submitted'),
  }));
}

/** A start the test resolves (or fails) when it chooses. */
function controlledStart() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const start = vi.fn(
    () =>
      new Promise<ReturnType<typeof startMachine>>((resolve, reject) => {
        calls.push({ resolve: () => resolve(startMachine()), reject });
      }),
  );
  return { start, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferredForm', () => {
  it('loads nothing until an intent, then loads once', () => {
    const { start } = controlledStart();
    const form = deferredForm({
      start,
      initial: { text: '', submitted: false },
      preview,
      failed: (view) => view,
    });
    expect(start).not.toHaveBeenCalled();
    form.warm();
    form.warm();
    form.send({ type: 'edit', text: 'a' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('shows events before the machine arrives, then hands them to it in order', async () => {
    const { start, calls } = controlledStart();
    const form = deferredForm({
      start,
      initial: { text: '', submitted: false },
      preview,
      failed: (view) => view,
    });
    const listener = vi.fn();
    form.subscribe(listener);
    form.send({ type: 'edit', text: 'hello' });
    form.send({ type: 'submit' });
    expect(form.getView()).toEqual({ text: 'hello', submitted: true });
    expect(listener).toHaveBeenCalledTimes(2);

    calls[0]?.resolve();
    await flush();
    // The machine's own view now, where the preview showed it.
    expect(form.getView()).toEqual({ text: 'hello', submitted: true });
    // And it is the machine that decides from here: a submitted form takes no edit.
    form.send({ type: 'edit', text: 'changed' });
    expect(form.getView()).toEqual({ text: 'hello', submitted: true });
  });

  it('keeps the view stable between snapshots (for useSyncExternalStore)', async () => {
    const { start, calls } = controlledStart();
    const form = deferredForm({
      start,
      initial: { text: '', submitted: false },
      preview,
      failed: (view) => view,
    });
    form.warm();
    calls[0]?.resolve();
    await flush();
    expect(form.getView()).toBe(form.getView());
  });

  it('says so when the machine fails to load, keeps the events and tries again on the next intent', async () => {
    const { start, calls } = controlledStart();
    const form = deferredForm({
      start,
      initial: { text: '', submitted: false },
      preview,
      failed: (view) => ({ ...view, submitted: false }),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    form.send({ type: 'edit', text: 'kept' });
    calls[0]?.reject(new Error('offline'));
    await flush();
    expect(form.getView()).toEqual({ text: 'kept', submitted: false });
    expect(error).toHaveBeenCalled();

    form.warm();
    expect(start).toHaveBeenCalledTimes(2);
    calls[1]?.resolve();
    await flush();
    expect(form.getView()).toEqual({ text: 'kept', submitted: false });
    form.send({ type: 'submit' });
    expect(form.getView()).toEqual({ text: 'kept', submitted: true });
    error.mockRestore();
  });
});
