import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../../../shared/document-render';
import type { HydrationPart as HydrationPartType } from '../../../web/components/hydration-part';
import type { markShellHydrated as MarkShellHydrated } from '../../../web/lib/page-hydration';
import type { adoptTypedValues as AdoptTypedValues } from '../../../web/lib/typed-before-hydration';

// Hydration here runs on React's own scheduler, as in the browser: act() would flush every
// lane at once and hide the order this test is about.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

type Modules = {
  HydrationPart: typeof HydrationPartType;
  markShellHydrated: typeof MarkShellHydrated;
  adoptTypedValues: typeof AdoptTypedValues;
};
let modules: Modules;
// page-hydration.ts keeps the page's state for its life: each test is a fresh page.
beforeEach(async () => {
  vi.resetModules();
  const [part, page, typed] = await Promise.all([
    import('../../../web/components/hydration-part'),
    import('../../../web/lib/page-hydration'),
    import('../../../web/lib/typed-before-hydration'),
  ]);
  modules = {
    HydrationPart: part.HydrationPart,
    markShellHydrated: page.markShellHydrated,
    adoptTypedValues: typed.adoptTypedValues,
  };
});

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

/** What each component has done, in order: 'hydrated <name>', 'clicked <name>'. */
let log: string[] = [];
beforeEach(() => {
  log = [];
});

function Panel({ name, round = 0 }: { name: string; round?: number }) {
  const [clicks, setClicks] = useState(0);
  useLayoutEffect(() => {
    log.push(`hydrated ${name}`);
  }, [name]);
  return (
    <section>
      <button
        type="button"
        onClick={() => {
          log.push(`clicked ${name}`);
          setClicks((n) => n + 1);
        }}
      >
        {`${name} ${clicks} (round ${round})`}
      </button>
    </section>
  );
}

/** The field the forms have: controlled, and re-rendered once live (useHydrated's way). */
let typedState = '';
function Field() {
  const [value, setValue] = useState('');
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);
  typedState = value;
  return (
    <form noValidate={live}>
      <input name="email" value={value} onChange={(event) => setValue(event.target.value)} />
    </form>
  );
}

/** The shell: adopts its own fields and says it has hydrated, as web/main.tsx does. */
function Shell({ children, shellHydrated }: { children: ReactNode; shellHydrated: () => void }) {
  const { markShellHydrated, adoptTypedValues } = modules;
  useLayoutEffect(() => {
    log.push('shell committed');
    adoptTypedValues(document.getElementById('root')!);
    shellHydrated();
  }, [adoptTypedValues, shellHydrated]);
  useEffect(markShellHydrated, [markShellHydrated]);
  return (
    <main>
      <Panel name="menu" />
      {children}
    </main>
  );
}

function Page({ shellHydrated = () => {} }: { shellHydrated?: () => void }) {
  const { HydrationPart } = modules;
  // Passed into a part: the page re-renders it with new props (a query's first answer).
  const [round, setRound] = useState(0);
  return (
    <Shell shellHydrated={shellHydrated}>
      <button type="button" onClick={() => setRound((n) => n + 1)}>
        Next round
      </button>
      <HydrationPart>
        <Panel name="chart" round={round} />
      </HydrationPart>
      <HydrationPart>
        <Panel name="list" />
        <Field />
      </HydrationPart>
    </Shell>
  );
}

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  log = [];
  return container;
}

/** Hydrates the server's markup; resolves in the commit that hydrated the shell. */
function hydrateShell(container: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    root = hydrateRoot(container, <Page shellHydrated={resolve} />, {
      onRecoverableError: (error) => log.push(`recoverable error: ${String(error)}`),
    });
  });
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;

const pageHydrated = () =>
  vi.waitFor(() => expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));

describe('HydrationPart', () => {
  it('is rendered in full by the server, inside its boundary, with no fallback', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('chart 0');
    expect(html).toContain('list 0');
    // React's markers of a Suspense boundary rendered complete ($), not a fallback ($!).
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('style="display:contents" data-hydration-part=""');
  });

  it('hydrates after the shell, which answers a click first', async () => {
    const container = serverPage();
    await hydrateShell(container);
    // The shell's commit: the parts are still the server's markup.
    expect(log).toEqual(['hydrated menu', 'shell committed']);
    button(container, 'menu').click();
    expect(log).toEqual(['hydrated menu', 'shell committed', 'clicked menu']);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    await pageHydrated();
    expect(log).toEqual(
      expect.arrayContaining(['hydrated chart', 'hydrated list', 'clicked menu']),
    );
    expect(log.some((line) => line.startsWith('recoverable error'))).toBe(false);
    expect(button(container, 'menu').textContent).toBe('menu 1 (round 0)');
  });

  it('a click in a part not hydrated yet hydrates that part alone, at once, and is handled', async () => {
    const container = serverPage();
    await hydrateShell(container);
    button(container, 'list').click();
    // Synchronously, within the click: the list's part hydrated and its handler ran; the
    // chart's part is still waiting for its turn.
    expect(log).toEqual(['hydrated menu', 'shell committed', 'hydrated list', 'clicked list']);

    await pageHydrated();
    expect(log).toContain('hydrated chart');
    expect(button(container, 'list').textContent).toBe('list 1 (round 0)');
  });

  it('a re-render of its parent before it hydrated leaves it for later, then shows the latest props', async () => {
    const container = serverPage();
    await hydrateShell(container);
    button(container, 'Next round').click();
    // React would hydrate a boundary given new props at once, at the click's priority (its
    // sync work runs in a microtask).
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(log).toEqual(['hydrated menu', 'shell committed']);

    await pageHydrated();
    expect(log).toContain('hydrated chart');
    await vi.waitFor(() =>
      expect(button(container, 'chart').textContent).toBe('chart 0 (round 1)'),
    );
    expect(log.some((line) => line.startsWith('recoverable error'))).toBe(false);
  });

  it('what was typed into a part before it hydrated becomes its field state', async () => {
    const container = serverPage();
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.value = 'typed@example.com';
    await hydrateShell(container);
    // The shell's adoption left the part's field alone (an event there would have
    // hydrated the part with the typed value taken as the rendered one).
    expect(log).toEqual(['hydrated menu', 'shell committed']);

    await pageHydrated();
    expect(typedState).toBe('typed@example.com');
    expect(email.value).toBe('typed@example.com');
  });
});
