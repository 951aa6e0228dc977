import { afterEach, describe, expect, it, vi } from 'vitest';
import { showStaticDashboard } from '../../../web/app/static-dashboard';
import type { StaticDashboardInput } from '../../../web/app/render-static-dashboard';
import { showEarlyShell } from '../../../web/features/dashboard/early-shell';
import { startEarlyAnswers } from '../../../web/lib/early-answers';
import { startProfileEarly } from '../../../web/lib/early-session';

const session = { accessToken: 't', user: { id: 'u-1', email: 'priya@example.com' } };
const paths = ['/api/dashboards/investor', '/api/wallet'];
const PIE = 'Portfolio distribution by category';

/** The page's early requests, answered by `answers` (path → [status, body]). */
function startRequests(answers: Record<string, [number, unknown]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? url;
      const [status, body] = answers[path] ?? [404, null];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  startProfileEarly(session);
  startEarlyAnswers(session, paths);
}

const profile = (role: string): [number, unknown] => [
  200,
  { full_name: 'Priya Shah', role, avatar_url: null },
];

/** A Web Worker standing in for the dashboard's: draws a chart box, and the chart at a width. */
function stubWorker(fail = false) {
  const inputs: StaticDashboardInput[] = [];
  const terminated = vi.fn();
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { message: string }) => void) | null = null;
    postMessage(input: StaticDashboardInput) {
      inputs.push(input);
      const width = input.chartWidths[PIE];
      const chart = width === undefined ? '' : `<svg width="${width}"></svg>`;
      queueMicrotask(() =>
        fail
          ? this.onerror?.({ message: 'failed to load' })
          : this.onmessage?.({
              data: {
                html:
                  '<title>Investor Dashboard | LaunchFund</title><style data-emotion="css-global 1">x</style>' +
                  `<h1>Investor Dashboard</h1><div><div role="img" aria-label="${PIE}">${chart}</div></div>`,
              },
            }),
      );
    }
    terminate = terminated;
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { inputs, terminated };
}

function appRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the dashboard drawn ahead of the app', () => {
  it('goes before the app root in place of the early shell, then gets its charts at their widths', async () => {
    startRequests({
      '/rest/v1/profiles': profile('investor'),
      '/api/dashboards/investor': [200, { totalInvested: 1 }],
      '/api/wallet': [200, { balanceCents: 5 }],
    });
    const { inputs, terminated } = stubWorker();
    const root = appRoot();
    showEarlyShell('investor', null);
    const shown = await showStaticDashboard({
      role: 'investor',
      session,
      paths,
      root,
      appStarted: () => false,
    });
    expect(shown).toBe(true);
    const page = root.previousElementSibling as HTMLElement;
    expect(page.getAttribute('data-static-page')).toBe('investor');
    expect(page.querySelector('h1')?.textContent).toBe('Investor Dashboard');
    expect(page.querySelector('title, style')).toBeNull();
    expect(document.title).toBe('Investor Dashboard | LaunchFund');
    expect(document.getElementById('early-dashboard-shell')).toBeNull();
    expect(inputs[0]).toMatchObject({
      page: { role: 'investor', data: { totalInvested: 1 } },
      user: { id: 'u-1', email: 'priya@example.com', name: 'Priya Shah', role: 'investor' },
      answers: {
        '/api/dashboards/investor': { totalInvested: 1 },
        '/api/wallet': { balanceCents: 5 },
      },
      chartWidths: {},
    });
    // jsdom lays nothing out: the width measured is 0, and the second render is asked for it.
    expect(inputs[1]?.chartWidths).toEqual({ [PIE]: 0 });
    expect(page.querySelector(`[aria-label="${PIE}"] svg`)?.getAttribute('width')).toBe('0');
    expect(terminated).toHaveBeenCalled();
  });

  it('is not drawn for an answer that failed or for another role, and the app starts', async () => {
    stubWorker();
    const root = appRoot();
    const show = () =>
      showStaticDashboard({ role: 'investor', session, paths, root, appStarted: () => false });
    startRequests({
      '/rest/v1/profiles': profile('investor'),
      '/api/dashboards/investor': [200, {}],
      '/api/wallet': [500, null],
    });
    await expect(show()).resolves.toBe(false);
    startRequests({
      '/rest/v1/profiles': profile('creator'),
      '/api/dashboards/investor': [200, {}],
      '/api/wallet': [200, {}],
    });
    await expect(show()).resolves.toBe(false);
    expect(root.previousElementSibling).toBeNull();
  });

  it('gives way to the app when the answers are slow', async () => {
    vi.useFakeTimers();
    try {
      stubWorker();
      const root = appRoot();
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => {})),
      );
      startProfileEarly(session);
      startEarlyAnswers(session, paths);
      const shown = showStaticDashboard({
        role: 'investor',
        session,
        paths,
        root,
        appStarted: () => false,
      });
      await vi.advanceTimersByTimeAsync(3_000);
      await expect(shown).resolves.toBe(false);
      expect(root.previousElementSibling).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives way when its render fails, or when the app is already on its way', async () => {
    const answers = {
      '/rest/v1/profiles': profile('investor'),
      '/api/dashboards/investor': [200, {}] as [number, unknown],
      '/api/wallet': [200, {}] as [number, unknown],
    };
    const root = appRoot();
    startRequests(answers);
    stubWorker(true);
    await expect(
      showStaticDashboard({ role: 'investor', session, paths, root, appStarted: () => false }),
    ).resolves.toBe(false);
    startRequests(answers);
    stubWorker();
    await expect(
      showStaticDashboard({ role: 'investor', session, paths, root, appStarted: () => true }),
    ).resolves.toBe(false);
    expect(root.previousElementSibling).toBeNull();
  });
});
