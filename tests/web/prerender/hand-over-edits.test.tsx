import { afterEach, describe, expect, it } from 'vitest';
import {
  act,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { bootOnIntent } from '../../../web/lib/deferred-boot';

/**
 * Real React 19 hydration of a prerendered form, with what a visitor does before the app
 * owns it. The form re-renders right after hydrating (as the contact form does for its
 * Send button, useSyncExternalStore's client value): a field whose state had not taken
 * the typed value would be put back to it then.
 */
interface Sent {
  name: string;
  topic: string;
  agree: boolean;
  plan: string;
  notes: string;
}

const noSubscribe = () => () => {};

function Form({ onSubmit }: { onSubmit: (sent: Sent) => void }) {
  const [name, setName] = useState('');
  const [topic, setTopic] = useState('general');
  const [agree, setAgree] = useState(false);
  const [plan, setPlan] = useState('free');
  const [notes, setNotes] = useState('');
  const live = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, topic, agree, plan, notes });
  };
  return (
    <form method="post" aria-label="Sign up" data-live={String(live)} onSubmit={submit}>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <select aria-label="Topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
        <option value="general">General</option>
        <option value="billing">Billing</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agree}
        onChange={(e) => setAgree(e.target.checked)}
      />
      {['free', 'pro'].map((value) => (
        <input
          key={value}
          type="radio"
          name="plan"
          value={value}
          aria-label={value}
          checked={plan === value}
          onChange={() => setPlan(value)}
        />
      ))}
      <textarea aria-label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
      <button type="submit">Create account</button>
    </form>
  );
}

/** What web/boot-app.tsx does: tells deferred-boot in the first commit's layout effects. */
function OnCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

// act() flushes React's work in these tests (the hydration, the re-renders it causes).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let reactRoot: Root | null = null;

afterEach(() => {
  act(() => reactRoot?.unmount());
  reactRoot = null;
  document.body.replaceChildren();
});

/** The prerendered page, and a hydration that waits until the test lets it run. */
function prerendered(onSubmit: (sent: Sent) => void) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
  document.body.append(root);
  let hydrate: () => Promise<void> = async () => {};
  const boot = (hydrated: () => void) =>
    new Promise<void>((resolve) => {
      hydrate = async () => {
        await act(async () => {
          reactRoot = hydrateRoot(
            root,
            <OnCommit onCommit={hydrated}>
              <Form onSubmit={onSubmit} />
            </OnCommit>,
          );
        });
        resolve();
      };
    });
  bootOnIntent(root, boot);
  const field = <T extends Element>(label: string) =>
    root.querySelector(`[aria-label="${label}"]`) as unknown as T;
  return { root, hydrate: () => hydrate(), field };
}

const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('edits made before a prerendered form hydrates', () => {
  it('stay on screen and become the app state, caret included', async () => {
    const sent: Sent[] = [];
    const { root, hydrate, field } = prerendered((s) => sent.push(s));
    const name = field<HTMLInputElement>('Name');
    const notes = field<HTMLTextAreaElement>('Notes');
    // Focusing a field is an intent: the app starts loading.
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    name.value = 'Ada Park';
    name.setSelectionRange(3, 3);
    field<HTMLSelectElement>('Topic').value = 'billing';
    field<HTMLInputElement>('Agree').checked = true;
    field<HTMLInputElement>('pro').checked = true;
    notes.value = 'Hello';

    // What a frame could show at any point: the typed text, never the server's.
    const shown: string[] = [];
    const watch = new MutationObserver(() => shown.push(name.value));
    watch.observe(root, { attributes: true, subtree: true, childList: true });
    await hydrate();
    watch.disconnect();

    expect(root.querySelector('form')).toHaveAttribute('data-live', 'true');
    expect(shown.every((value) => value === 'Ada Park')).toBe(true);
    expect(name.value).toBe('Ada Park');
    expect([name.selectionStart, name.selectionEnd]).toEqual([3, 3]);
    expect(notes.value).toBe('Hello');
    expect(field<HTMLInputElement>('pro').checked).toBe(true);
    expect(field<HTMLInputElement>('free').checked).toBe(false);

    // The app's state holds every edit: a submit sends them.
    act(() => root.querySelector('form')?.requestSubmit());
    expect(sent).toEqual([
      { name: 'Ada Park', topic: 'billing', agree: true, plan: 'pro', notes: 'Hello' },
    ]);
  });

  it('keeps an unchecked box unchecked (it was checked by the server)', async () => {
    const sent: Sent[] = [];
    const { hydrate, field } = prerendered((s) => sent.push(s));
    const agree = field<HTMLInputElement>('Agree');
    window.dispatchEvent(new Event('pointerover'));
    agree.checked = true;
    await hydrate();
    act(() => agree.click());
    expect(agree.checked).toBe(false);
    act(() => field<HTMLFormElement>('Sign up').requestSubmit());
    expect(sent[0]?.agree).toBe(false);
  });
});

describe('a submit made before the app owns the form', () => {
  it('is never the browser’s: the app sends it once hydrated, with what was typed', async () => {
    const sent: Sent[] = [];
    const { hydrate, field } = prerendered((s) => sent.push(s));
    const name = field<HTMLInputElement>('Name');
    const form = field<HTMLFormElement>('Sign up');
    const reachedBrowser: boolean[] = [];
    // After React's listener (on the root): whether the browser's own submit would go ahead.
    const reached = (e: Event) => reachedBrowser.push(!e.defaultPrevented);
    document.addEventListener('submit', reached);
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    name.value = 'Ada';
    // The Enter key's implicit submission clicks the form's submit button.
    const button = form.querySelector('button') as HTMLButtonElement;
    button.click();
    form.requestSubmit();
    expect(reachedBrowser).toEqual([]);
    expect(sent).toEqual([]);
    await hydrate();
    expect(document.activeElement).not.toBe(button);
    await act(nextFrame);
    expect(sent).toEqual([
      { name: 'Ada', topic: 'general', agree: false, plan: 'free', notes: '' },
    ]);
    // Sent once, by the app, which prevented the browser's submit.
    expect(reachedBrowser).toEqual([false]);
    document.removeEventListener('submit', reached);
  });
});

/**
 * A field whose state is a store that takes events only once started in an effect (as
 * the app's state machines do): until then React puts the field back to the old state
 * after each event.
 */
function MachineField() {
  const [store] = useState(() => {
    let value = '';
    let started = false;
    const queued: string[] = [];
    const listeners = new Set<() => void>();
    return {
      send: (next: string) => {
        queued.push(next);
        if (started) store.start();
      },
      start: () => {
        started = true;
        value = queued.pop() ?? value;
        queued.length = 0;
        listeners.forEach((listener) => listener());
      },
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      get: () => value,
    };
  });
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => store.start(), [store]);
  return <input aria-label="Subject" value={value} onChange={(e) => store.send(e.target.value)} />;
}

describe('a field whose state machine starts after hydration', () => {
  it('shows the typed text in every frame, the commit’s included', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<MachineField />);
    document.body.append(root);
    const input = root.querySelector('input') as HTMLInputElement;
    const atCommit: string[] = [];
    let hydrated = () => {};
    bootOnIntent(root, (onHydrated) => {
      hydrated = onHydrated;
      return new Promise<void>(() => {});
    });
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.value = 'Listing';
    function Committed({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        hydrated();
        // What the frame after the commit would show, before the machine starts.
        atCommit.push(input.value);
      }, []);
      return children;
    }
    await act(async () => {
      reactRoot = hydrateRoot(
        root,
        <Committed>
          <MachineField />
        </Committed>,
      );
    });
    expect(atCommit).toEqual(['Listing']);
    expect(input.value).toBe('Listing');
    // The machine took it: typing on is the app's.
    act(() => {
      prototypeValue(input, 'Listings');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('Listings');
  });
});

function prototypeValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
}
