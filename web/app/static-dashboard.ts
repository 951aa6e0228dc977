/**
 * A dashboard's first frames as the app would draw them, rendered in a Web Worker
 * (./static-dashboard.worker.ts) from the answers the page requested early, and put
 * beside the app's root as a static page (web/lib/static-page.ts): the page's main
 * thread only inserts HTML, so the dashboard shows complete, readable and scrollable
 * without the app's start (its modules, Chakra's system, the first render) blocking it.
 * The app starts on first use and takes over (web/main.tsx, web/boot-app.tsx).
 * docs/architecture.md#dashboard-start.
 */
import { DASHBOARD_HEADINGS } from '../features/dashboard/dashboard-headings';
import { EARLY_USER_PATH, type DashboardRole } from '../features/dashboard/early-dashboard';
import { totpFactorMissing } from '../features/auth/totp-factor';
import { removeEarlyShell } from '../features/dashboard/early-shell';
import { peekEarlyAnswer } from '../lib/early-answers';
import { peekEarlyProfile } from '../lib/early-session';
import { isProfileRow, toProfile } from '../lib/profile-row';
import { STATIC_PAGE_ATTRIBUTE } from '../lib/static-page';
import type { StoredSession } from '../lib/stored-session';
import type { SessionUser } from '../../shared/session';
import { apiPaths } from '../../shared/routes';
import type { StaticDashboardData } from '../pages/dashboard/static-dashboard-page';
import type { StaticDashboardInput } from './render-static-dashboard';
import type { StaticDashboardReply } from './static-dashboard.worker';

/**
 * Answers slower than this (a slow network, a stuck request) are the app's to wait for,
 * with its own loading and error screens: it starts, and nothing is drawn ahead of it.
 */
const EARLY_DATA_TIMEOUT_MS = 3_000;
/** A render that has not answered by then has failed: the app starts instead. */
const RENDER_TIMEOUT_MS = 10_000;

/** `promise`'s value, or null once `ms` have passed without one. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timeout);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface ShowOptions {
  role: DashboardRole;
  session: StoredSession;
  /** What the dashboard reads (the page's early requests). */
  paths: readonly string[];
  /** The app's root: the dashboard goes just before it. */
  root: HTMLElement;
  appStarted: () => boolean;
}

/** The user and every answer, when all came back 200 and the profile is this dashboard's role's. */
async function earlyData({
  role,
  session,
  paths,
}: ShowOptions): Promise<{ user: SessionUser; answers: Record<string, unknown> } | null> {
  const userId = session.user.id;
  const [profile, ...replies] = await Promise.all([
    peekEarlyProfile(userId),
    ...paths.map((path) => peekEarlyAnswer(path, userId)),
  ]);
  if (profile?.status !== 200 || !isProfileRow(profile.body)) return null;
  const { fullName, role: profileRole, avatarUrl } = toProfile(profile.body);
  // Another role's dashboard: the app's route guard sends them to their own.
  if (profileRole !== role) return null;
  const answers: Record<string, unknown> = {};
  for (const [i, path] of paths.entries()) {
    const reply = replies[i];
    if (reply?.status !== 200) return null;
    answers[path] = reply.body;
  }
  const user = { id: userId, email: session.user.email, name: fullName, role, avatarUrl };
  return { user, answers };
}

/** One render by the worker; rejects on its error or silence. */
function renderIn(worker: Worker, input: StaticDashboardInput): Promise<string> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('no answer')), RENDER_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<StaticDashboardReply>) => {
      clearTimeout(timeout);
      if ('html' in event.data) resolve(event.data.html);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      clearTimeout(timeout);
      reject(new Error(event.message));
    };
    worker.postMessage(input);
  });
}

/** Each chart's box in `page`, by its label (its accessible name). */
function chartsOf(page: ParentNode): Map<string, Element> {
  const charts = new Map<string, Element>();
  for (const chart of page.querySelectorAll('[role="img"][aria-label]')) {
    charts.set(chart.getAttribute('aria-label') ?? '', chart);
  }
  return charts;
}

/** The width each chart's box has in the page's layout, as the app's charts measure it. */
function chartWidths(page: HTMLElement): Record<string, number> {
  const widths: Record<string, number> = {};
  for (const [label, chart] of chartsOf(page)) {
    const column = chart.parentElement;
    if (column) widths[label] = Math.floor(column.getBoundingClientRect().width);
  }
  return widths;
}

/** Puts the rendered dashboard before the app's root, the head's parts of it in the head. */
function insert(root: HTMLElement, html: string, role: DashboardRole): HTMLElement {
  const page = document.createElement('div');
  page.setAttribute(STATIC_PAGE_ATTRIBUTE, role);
  page.innerHTML = html;
  // The page's <title> and meta tags, which a render outside a document writes inline, and
  // Chakra's global styles (the layer order), which the page brought in its head.
  for (const element of page.querySelectorAll('title, meta, style[data-emotion^="css-global"]')) {
    element.remove();
  }
  document.title = `${DASHBOARD_HEADINGS[role].title} | LaunchFund`;
  root.before(page);
  removeEarlyShell();
  return page;
}

/**
 * Draws the dashboard ahead of the app. True once it is on screen with its charts; false
 * when it could not be (an answer that was not a 200, another role's dashboard, a render
 * that failed), and the app must start now. Once the app is on its way it stands down.
 */
export async function showStaticDashboard(options: ShowOptions): Promise<boolean> {
  const { role, root, appStarted } = options;
  const early = await within(earlyData(options), EARLY_DATA_TIMEOUT_MS).catch(() => null);
  if (!early || appStarted()) return false;
  const dashboard = early.answers[apiPaths.dashboard(role)];
  const mfaMissing = totpFactorMissing(early.answers[EARLY_USER_PATH]) === true;
  // The wire's shape is the role's dashboard, as for the app's own request.
  const page = { role, data: dashboard, mfaMissing } as StaticDashboardData;
  const worker = new Worker(new URL('./static-dashboard.worker.ts', import.meta.url), {
    type: 'module',
  });
  try {
    const input = { page, ...early, chartWidths: {} };
    const frames = await renderIn(worker, input);
    if (appStarted()) return false;
    const shown = insert(root, frames, role);
    // The charts are drawn at the widths this layout gives them: a second render.
    const widths = chartWidths(shown);
    if (Object.keys(widths).length === 0) return true;
    const drawn = document.createElement('template');
    drawn.innerHTML = await renderIn(worker, { ...input, chartWidths: widths });
    const charts = chartsOf(drawn.content);
    for (const [label, chart] of chartsOf(shown)) {
      const next = charts.get(label);
      if (next) chart.replaceChildren(...next.childNodes);
    }
    return true;
  } catch {
    return false;
  } finally {
    worker.terminate();
  }
}
