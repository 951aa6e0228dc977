/**
 * The dashboard's first frames, painted before the app has loaded: a client-rendered
 * dashboard showed nothing until React, Chakra, the router and the session had all
 * started. Plain DOM, laid over the page until the dashboard drawn ahead of the app takes
 * its place (web/app/static-dashboard.ts), or, where none could be drawn, until the app's
 * own dashboard shell has rendered underneath (DashboardShell removes it), the app goes
 * somewhere else, or, should none of these happen, after a while.
 * It shows the top bar with the user the top bar remembered for this stored session
 * (web/features/layout/remembered-user.ts checks the ids, so another account never
 * shows), the dashboard's heading and a skeleton in the dashboard's own layout.
 * Hidden from assistive technology: it only ever stands in for what the app renders.
 */
import { roleLabel } from '../../components/dashboard/role-label';
import { DASHBOARD_HEADINGS, DASHBOARD_STAT_CARDS } from './dashboard-headings';

const SHELL_ID = 'early-dashboard-shell';
/** Long enough for a slow start; the app's own loading and error screens show after it. */
const MAX_MS = 15_000;

type DashboardRole = keyof typeof DASHBOARD_HEADINGS;

export interface EarlyShellUser {
  name: string;
  initial: string;
}

// The dashboard shell's measures (DashboardShell, DashboardTopBar, DashboardHeader,
// DashboardSkeleton with Chakra's default tokens): no jump when the app's replaces it.
const CSS = `
#${SHELL_ID}{position:fixed;inset:0;z-index:1000;overflow:hidden;display:flex;background:#fafafa;color:#09090b;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5}
#${SHELL_ID} aside{display:none;width:16rem;flex-shrink:0;border-right:1px solid #e4e4e7;background:#fff}
#${SHELL_ID} .col{flex:1;min-width:0;display:flex;flex-direction:column}
#${SHELL_ID} header{height:4rem;border-bottom:1px solid #e4e4e7;background:#fff;padding:0 1rem;display:flex;align-items:center;justify-content:flex-end;gap:.75rem}
#${SHELL_ID} .avatar{width:2rem;height:2rem;border-radius:9999px;background:#dbeafe;color:#173da6;display:flex;align-items:center;justify-content:center;font-size:.875rem;font-weight:500}
#${SHELL_ID} .name{font-size:.875rem;font-weight:600;line-height:1.25rem;max-width:12rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#${SHELL_ID} .role{font-size:.75rem;line-height:1rem;color:#52525b}
#${SHELL_ID} main{padding:1.5rem 1rem}
#${SHELL_ID} h1{margin:0;font-size:1.5rem;line-height:2rem;font-weight:600;letter-spacing:-.025em}
#${SHELL_ID} .sub{margin:.25rem 0 2rem;color:#52525b}
#${SHELL_ID} .cards{display:grid;grid-template-columns:1fr;gap:1rem}
#${SHELL_ID} .card{border:1px solid #e4e4e7;border-radius:.75rem;padding:1.25rem}
#${SHELL_ID} .bar{height:1rem;border-radius:.25rem;background:#e4e4e7;margin-bottom:.5rem}
#${SHELL_ID} .bar:last-child{width:80%;margin-bottom:0}
@media (min-width:30rem){#${SHELL_ID} .cards{grid-template-columns:repeat(2,1fr)}}
@media (min-width:48rem){#${SHELL_ID} header{padding:0 2rem}#${SHELL_ID} main{padding:2rem}#${SHELL_ID} .name{max-width:20rem}}
@media (min-width:64rem){#${SHELL_ID} aside{display:block}}
@media (min-width:80rem){#${SHELL_ID} .cards{grid-template-columns:repeat(var(--cards),1fr)}}
`;

function element(doc: Document, tag: string, className?: string, text?: string): HTMLElement {
  const el = doc.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/**
 * Lays the early shell over the page. `user`: the remembered top bar user, whose own
 * dashboard this is; without one the top bar waits for the app.
 */
export function showEarlyShell(
  role: DashboardRole,
  user: EarlyShellUser | null,
  doc: Document = document,
): void {
  if (doc.getElementById(SHELL_ID)) return;
  const shell = element(doc, 'div');
  shell.id = SHELL_ID;
  shell.setAttribute('aria-hidden', 'true');
  shell.append(element(doc, 'style', undefined, CSS), element(doc, 'aside'));
  const column = element(doc, 'div', 'col');
  const header = element(doc, 'header');
  if (user) {
    const who = element(doc, 'div');
    who.append(
      element(doc, 'div', 'name', user.name),
      element(doc, 'div', 'role', roleLabel(role) ?? ''),
    );
    header.append(element(doc, 'div', 'avatar', user.initial), who);
  }
  const main = element(doc, 'main');
  const { title, subtitle } = DASHBOARD_HEADINGS[role];
  const cards = element(doc, 'div', 'cards');
  cards.style.setProperty('--cards', String(DASHBOARD_STAT_CARDS[role]));
  for (let i = 0; i < DASHBOARD_STAT_CARDS[role]; i++) {
    const card = element(doc, 'div', 'card');
    card.append(element(doc, 'div', 'bar'), element(doc, 'div', 'bar'), element(doc, 'div', 'bar'));
    cards.append(card);
  }
  main.append(element(doc, 'h1', undefined, title), element(doc, 'p', 'sub', subtitle), cards);
  column.append(header, main);
  shell.append(column);
  doc.body.append(shell);
  // The app went elsewhere (the route guard sent the visitor to /login, or to their own
  // dashboard): its page shows, not this one's shell.
  const path = doc.location.pathname;
  const started = Date.now();
  const watch = setInterval(() => {
    if (!doc.getElementById(SHELL_ID)) clearInterval(watch);
    else if (doc.location.pathname !== path || Date.now() - started > MAX_MS) {
      clearInterval(watch);
      removeEarlyShell(doc);
    }
  }, 100);
}

/** Takes the early shell away (the app's own is on screen, or the app went elsewhere). */
export function removeEarlyShell(doc: Document = document): void {
  doc.getElementById(SHELL_ID)?.remove();
}
