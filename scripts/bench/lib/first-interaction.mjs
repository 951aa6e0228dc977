// First interaction, as a visitor on a slow phone meets it: each case opens its page in a
// fresh browser context (cold HTTP cache; signed in where the case says, with the session
// a real sign-in through the login page left in the browser), slows the CPU 4× through
// the DevTools protocol (Lighthouse's mobile setting), waits for the load event and then
// 1 s more (0.3 s in the early pass), waits for the control to be visible, and clicks or
// types into it. Controls and effects are found by the product's visible strings and
// roles only, so the cases hold for any start-up design (prerendered, server-rendered and
// hydrated, client-rendered).
//
// Two figures per sample, both from inside the page:
//   - effect: from the input event (pointerdown of a click, keydown of a keystroke) to the
//     first painted frame in which the effect is on screen (panel open, tab content shown,
//     results filtered, dialog open...). A requestAnimationFrame loop checks the effect
//     before each frame; a message posted from that frame runs after it is painted. When
//     the input leads to another document (a link the browser follows, a form it posts),
//     the watch goes on in the next document of the tab, from the same input time.
//   - event: the Event Timing API's duration of the interaction's events, INP's figure
//     (reported).
// After the effect, the page is left to settle and the effect must still be there: an
// effect undone later is a failure. Any error or timeout fails the case; it never becomes
// a sample.
//
// Floors, measured in the same browser and run: a native <details> element on a bare page
// (what the browser itself costs a first click) and the floor page (scripts/bench/floor:
// React, react-router and Chakra doing the same kinds of interaction), each case naming
// the floor interaction of its kind.
/* global window, document, history, location, requestAnimationFrame -- page code below runs in the browser */
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

/** A case's effect within this much beyond the native <details> floor... */
export const INTERACTION_BUDGET_MS = 200;
/** ...or, where it misses, within this multiple of the floor page's interaction of its kind. */
export const FLOOR_RATIO = 1.2;
const CPU_SLOWDOWN = 4;
const EFFECT_TIMEOUT_MS = 30_000;
const SETTLE_MS = 1000;
/** When the visitor acts: 1 s after the load event (budgeted) and 0.3 s (reported). */
export const INTERACTION_DELAYS_MS = [1000, 300];
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

/**
 * Runs in every document before its own scripts: the Event Timing observer and the effect
 * watcher. A watch armed in one document and not yet seen is kept in sessionStorage, so
 * the next document of the tab carries it on; the result goes to the bench through the
 * `__fiDone` binding, in absolute times (timeOrigin + timestamp).
 */
function pageProbe() {
  const fi = { events: [], input: null, effect: null, navigatedAt: null };
  window.__fi = fi;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        fi.events.push({
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          interactionId: e.interactionId ?? 0,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // no Event Timing: the effect figure still stands
  }
  // An input that led to another document: its Event Timing entries stay readable.
  window.addEventListener('pagehide', () => {
    if (fi.input === null) return;
    sessionStorage.setItem('__fi_left', JSON.stringify({ input: fi.input, events: fi.events }));
  });
  // A same-document navigation (the router) is seen when it changes the URL.
  for (const method of ['pushState', 'replaceState']) {
    const original = history[method].bind(history);
    history[method] = (...args) => {
      const before = location.pathname;
      const result = original(...args);
      if (location.pathname !== before && fi.navigatedAt === null)
        fi.navigatedAt = performance.now();
      return result;
    };
  }
  const now = () => performance.timeOrigin + performance.now();
  /** Watches every frame for the effect of the watch `w` ({ check, arg, inputAt }). */
  // The check is compiled where the page's CSP cannot refuse it (this probe and the
  // bench's evaluate run from DevTools; the page's own event listeners do not).
  const compile = (check) => new Function(`return (${check})`)();
  const watch = (w, shows) => {
    const frame = () => {
      let ok;
      try {
        ok = Boolean(shows(w.arg));
      } catch {
        ok = false;
      }
      if (!ok) {
        requestAnimationFrame(frame);
        return;
      }
      // Posted from the frame that shows the effect: runs once that frame is painted.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const done = { inputAt: w.inputAt, paintedAt: now(), document: location.pathname };
        sessionStorage.removeItem('__fi_watch');
        fi.effect = done;
        window.__fiDone?.(done);
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  };
  const carried = sessionStorage.getItem('__fi_watch');
  if (carried) {
    const w = JSON.parse(carried);
    if (w.inputAt !== null) watch(w, compile(w.check));
  }
  /** Arms the watch: from the next trusted `trigger` event on, `check(arg)` each frame. */
  fi.arm = (trigger, check, arg) => {
    const shows = compile(check);
    const onInput = (event) => {
      if (!event.isTrusted) return;
      window.removeEventListener(trigger, onInput, true);
      fi.input = event.timeStamp;
      const w = { check, arg, inputAt: performance.timeOrigin + event.timeStamp };
      sessionStorage.setItem('__fi_watch', JSON.stringify(w));
      watch(w, shows);
    };
    window.addEventListener(trigger, onInput, true);
  };
}

/** Effect checks: functions run in the page (no closure; arguments are passed as JSON). */
const effects = {
  /** The FAQ question's answer is shown (a native details or an ARIA disclosure). */
  faqOpen: (question) => {
    const trigger = [...document.querySelectorAll('main button, main summary')].find(
      (el) => el.innerText.trim() === question,
    );
    if (!trigger) return false;
    const details = trigger.closest('details');
    if (details) {
      if (!details.open) return false;
      // Skips the style elements a prerendered page carries inline (the app moves them).
      const body = [...details.children].find(
        (el) => !['SUMMARY', 'STYLE', 'SCRIPT'].includes(el.tagName),
      );
      return Boolean(body && body.checkVisibility() && body.innerText.trim());
    }
    if (trigger.getAttribute('aria-expanded') !== 'true') return false;
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    return Boolean(panel && panel.checkVisibility() && panel.innerText.trim());
  },
  /** The tab is selected and its panel shows content. */
  tabShown: (name) => {
    const tab = [...document.querySelectorAll('[role="tab"]')].find(
      (el) => el.innerText.trim() === name,
    );
    if (!tab || tab.getAttribute('aria-selected') !== 'true') return false;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    return Boolean(panel && panel.checkVisibility() && panel.innerText.trim());
  },
  /** Discover shows exactly the expected first titles, and the control shows its new state. */
  resultsShown: ({ titles, control }) => {
    const shown = [...document.querySelectorAll('main article :is(h2, h3)')]
      .filter((el) => el.checkVisibility())
      .map((el) => el.innerText.trim());
    if (shown.length !== titles.length || shown.some((t, i) => t !== titles[i])) return false;
    if (control.kind === 'search') {
      const box = document.querySelector('main input[type="search"]');
      return box?.value === control.value;
    }
    if (control.kind === 'chip') {
      const chip = [...document.querySelectorAll('main [aria-pressed]')].find(
        (el) => el.innerText.trim() === control.value,
      );
      return chip?.getAttribute('aria-pressed') === 'true';
    }
    const select = [...document.querySelectorAll('main select')].find((s) =>
      [...s.options].some((o) => o.value === control.value),
    );
    return select?.value === control.value;
  },
  /** The mobile navigation is on screen. */
  mobileMenuOpen: () => {
    const nav = document.querySelector('header nav[aria-label="Mobile"]');
    return Boolean(nav && nav.checkVisibility() && nav.getBoundingClientRect().height > 0);
  },
  /**
   * What a screen shows, each given part required: the path, a visible h1/h2 with this
   * exact text, a visible label starting with this text, a visible dialog (or popover)
   * containing this text, a visible element in main with this exact text, the search box's
   * value.
   */
  shows: ({ path, heading, label, dialog, text, search }) => {
    const visible = (el) => el.checkVisibility() && el.getBoundingClientRect().height > 0;
    if (path && location.pathname !== path) return false;
    if (
      heading &&
      ![...document.querySelectorAll('h1, h2')].some(
        (el) => visible(el) && el.innerText.trim() === heading,
      )
    )
      return false;
    if (
      label &&
      ![...document.querySelectorAll('label')].some(
        (el) => visible(el) && el.innerText.trim().startsWith(label),
      )
    )
      return false;
    if (
      dialog &&
      ![...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
        (el) => visible(el) && el.innerText.includes(dialog),
      )
    )
      return false;
    if (
      text &&
      ![...document.querySelectorAll('main *')].some(
        (el) => el.children.length === 0 && visible(el) && el.innerText.trim() === text,
      )
    )
      return false;
    if (search !== undefined && document.querySelector('input[type="search"]')?.value !== search)
      return false;
    return true;
  },
  /** A submit acknowledged: its button busy (spinner, disabled, aria-busy) or the page left. */
  submitted: ({ form, from }) => {
    if (location.pathname !== from) return true;
    const button = document.querySelector(`form[aria-label="${form}"] button[type="submit"]`);
    return Boolean(
      button &&
      (button.disabled ||
        button.getAttribute('aria-busy') === 'true' ||
        button.getAttribute('data-loading') !== null ||
        [...button.querySelectorAll('*')].some(
          (el) => el.getAttribute('role') === 'status' || /spinner/i.test(el.className),
        )),
    );
  },
  /** The page left `from`: where a submit leads once done. */
  left: ({ from }) => location.pathname !== from,
  /**
   * The contact form acknowledges the send: sending state or the sent message (shown: the
   * page's static notice for a send without the app is there, hidden, until targeted).
   */
  contactSending: () => {
    const sent = [...document.querySelectorAll('[role="status"]')].some(
      (el) => el.checkVisibility() && el.innerText.includes('Message sent'),
    );
    const button = document.querySelector('form button[type="submit"]');
    const busy =
      button &&
      (button.innerText.includes('Sending') ||
        button.getAttribute('data-loading') !== null ||
        button.getAttribute('aria-busy') === 'true');
    return sent || Boolean(busy);
  },
  contactSent: () =>
    [...document.querySelectorAll('[role="status"]')].some(
      (el) => el.checkVisibility() && el.innerText.includes('Message sent'),
    ),
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

let visitors = 0;
/** A private address no earlier sample used. */
const nextVisitorAddress = () => {
  visitors += 1;
  return `10.38.${(visitors >> 8) & 255}.${visitors & 255}`;
};

/** A fresh context and page (cold HTTP cache), CPU slowed, probe installed, optional localStorage. */
async function openCold(browser, { viewport, storage, storageState, origin }) {
  const context = await browser.newContext({
    // Each sample is another visitor: per-address limits (the contact form's 5 messages
    // per 5 minutes) count each one apart, as they would count different people.
    extraHTTPHeaders: { 'CF-Connecting-IP': nextVisitorAddress() },
    viewport,
    isMobile: viewport === MOBILE,
    hasTouch: false,
    storageState:
      storageState ??
      (storage ? { cookies: [], origins: [{ origin, localStorage: storage }] } : undefined),
  });
  await context.addInitScript(pageProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * The interaction's Event Timing duration: the longest event entry from the input on, in
 * the document that took the input (this one, or the one the input left).
 */
async function eventDuration(page) {
  return page.evaluate(() => {
    const left = sessionStorage.getItem('__fi_left');
    const { events, input } = window.__fi.input === null && left ? JSON.parse(left) : window.__fi;
    const mine = events.filter((e) => e.startTime >= input - 1 && e.interactionId !== 0);
    return mine.length ? Math.max(...mine.map((e) => e.duration)) : null;
  });
}

/**
 * One sample: opens `path`, waits for the load event and `delayMs` after it, then for
 * `target` (a locator factory) to be visible, arms the effect watcher on `trigger`, acts,
 * and returns { effectMs, eventMs }.
 */
async function sample(browser, spec, delayMs) {
  const { context, page } = await openCold(browser, spec);
  try {
    let seen;
    const done = new Promise((resolve) => (seen = resolve));
    await context.exposeBinding('__fiDone', (_source, result) => seen(result));
    await page.goto(`${spec.origin}${spec.path}`, { waitUntil: 'load' });
    // The visitor acts `delayMs` after the load event, in the page's own clock.
    await page.evaluate(async (delay) => {
      const [nav] = performance.getEntriesByType('navigation');
      const at = (nav?.loadEventEnd || performance.now()) + delay;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    }, delayMs);
    const target = spec.target(page);
    await target.waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS });
    if (spec.prepare) await spec.prepare(page);
    await page.evaluate(({ trigger, check, arg }) => window.__fi.arm(trigger, check, arg), {
      trigger: spec.trigger,
      check: spec.effect.toString(),
      arg: spec.arg ?? null,
    });
    // Playwright waits for the element to be visible, enabled and stable, then acts.
    await spec.act(target, page);
    let timer;
    const result = await Promise.race([
      done,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no effect within ${EFFECT_TIMEOUT_MS} ms`)),
          EFFECT_TIMEOUT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    const effectMs = result.paintedAt - result.inputAt;
    // Let the page finish what it started and check the effect survived it.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    // The final state may take the server's time (a sign-in's password hash on a busy
    // machine): it must hold within the effect timeout, read across navigations.
    const deadline = Date.now() + EFFECT_TIMEOUT_MS;
    let kept = false;
    while (!kept && Date.now() < deadline) {
      kept = await page
        .evaluate(({ check, arg }) => Boolean(new Function(`return (${check})`)()(arg)), {
          check: (spec.finalEffect ?? spec.effect).toString(),
          arg: spec.arg ?? null,
        })
        .catch(() => false);
      if (!kept) await page.waitForTimeout(250);
    }
    if (!kept)
      throw new Error('the effect was undone once the page settled, or its end state never came');
    return { effectMs: Math.round(effectMs), eventMs: roundOrNull(await eventDuration(page)) };
  } finally {
    await context.close();
  }
}

const roundOrNull = (v) => (v === null || v === undefined ? null : Math.round(v));

/** The titles of Discover's first page for a query, from the API the page itself uses. */
async function firstTitles(origin, search) {
  const res = await fetch(`${origin}/api/projects${search}`);
  if (!res.ok) throw new Error(`GET /api/projects${search} answered ${res.status}`);
  const page = await res.json();
  return page.projects.map((p) => p.title);
}

/**
 * A real sign-in through the login page, as a person does it; returns what it left in the
 * browser (cookies and localStorage), so a case starts signed in however the app keeps
 * its session.
 */
export async function signInThroughUi(browser, origin, email) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: EFFECT_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const DEMO_PASSWORD = 'demo-password-2026';
const click = (target) => target.click();

/**
 * The floor page's interactions (scripts/bench/floor), one per kind; a product case names
 * the kind it is held to when it misses the primary budget.
 */
function floorCases(floorOrigin) {
  const base = {
    origin: floorOrigin,
    path: '/',
    viewport: DESKTOP,
    trigger: 'pointerdown',
    act: click,
  };
  return [
    {
      ...base,
      name: 'floor: native <details> opens (bare HTML, no script)',
      kind: 'details',
      path: '/details.html',
      target: (page) => page.getByText('Floor question', { exact: true }),
      effect: effects.faqOpen,
      arg: 'Floor question',
    },
    {
      ...base,
      name: 'floor page: a disclosure shows its content',
      kind: 'disclosure',
      target: (page) => page.getByRole('button', { name: 'Show more' }),
      effect: effects.shows,
      arg: { text: 'More floor text' },
    },
    {
      ...base,
      name: 'floor page: a tab shows its panel',
      kind: 'tabs',
      target: (page) => page.getByRole('tab', { name: 'Second' }),
      effect: effects.tabShown,
      arg: 'Second',
    },
    {
      ...base,
      name: 'floor page: a keystroke filters a list',
      kind: 'filter',
      trigger: 'keydown',
      target: (page) => page.getByRole('searchbox', { name: 'Search items' }),
      act: async (target, page) => {
        await target.click();
        await page.keyboard.press('z');
      },
      effect: effects.shows,
      arg: { text: 'No items found', search: 'z' },
    },
    {
      ...base,
      name: 'floor page: a dialog opens',
      kind: 'dialog',
      target: (page) => page.getByRole('button', { name: 'Open dialog' }),
      effect: effects.shows,
      arg: { dialog: 'Floor dialog' },
    },
    {
      ...base,
      name: 'floor page: a popover opens',
      kind: 'popover',
      target: (page) => page.getByRole('button', { name: 'Open popover' }),
      effect: effects.shows,
      arg: { dialog: 'Floor popover' },
    },
    {
      ...base,
      name: 'floor page: a link shows the next route',
      kind: 'route',
      target: (page) => page.getByRole('link', { name: 'Next page' }),
      effect: effects.shows,
      arg: { path: '/next', heading: 'Next page' },
    },
    {
      ...base,
      name: 'floor page: a submit shows it is sending',
      kind: 'submit',
      target: (page) => page.getByRole('button', { name: 'Send' }),
      effect: effects.submitted,
      arg: { form: 'Floor form', from: '/' },
    },
  ];
}

/** The product's cases, built against the bench server's data. */
async function buildCases(browser, origin, projectPath) {
  // Discover asks for its default order (newest) explicitly: the same list as it shows.
  const all = await firstTitles(origin, '?sort=newest');
  // The first question as the page shows it without JavaScript.
  const setup = await browser.newContext({ javaScriptEnabled: false });
  const question = (
    await setup
      .newPage()
      .then(async (page) => {
        await page.goto(`${origin}/faq`);
        return page.locator('main :is(button[aria-expanded], summary)').first().innerText();
      })
      .finally(() => setup.close())
  )?.trim();
  if (!question?.trim()) throw new Error('no FAQ question found in /faq without JavaScript');
  if ((await firstTitles(origin, '?q=zzq&sort=newest')).length !== 0)
    throw new Error('the search "zzq" matches projects: the case needs a search that matches none');

  // A chip and a sort that each change what Discover shows.
  const list = await (await fetch(`${origin}/api/projects?limit=100`)).json();
  const categories = [...new Set(list.projects.map((p) => p.category))].sort();
  let chip = null;
  let chipTitles = null;
  for (const category of categories) {
    const titles = await firstTitles(
      origin,
      `?category=${encodeURIComponent(category)}&sort=newest`,
    );
    if (titles.join('|') !== all.join('|')) {
      chip = category;
      chipTitles = titles;
      break;
    }
  }
  if (!chip) throw new Error('no category chip changes Discover’s results');
  const oldestTitles = await firstTitles(origin, '?sort=oldest');

  const as = {};
  for (const role of ['investor', 'creator', 'admin'])
    as[role] = await signInThroughUi(browser, origin, `${role}@example.com`);

  const base = { origin, viewport: DESKTOP, trigger: 'pointerdown', act: click };
  const cases = [
    {
      ...base,
      name: 'FAQ: a question opens its answer',
      kind: 'disclosure',
      path: '/faq',
      target: (page) => page.getByRole('main').getByText(question, { exact: true }).first(),
      effect: effects.faqOpen,
      arg: question,
    },
    ...(projectPath
      ? [
          {
            ...base,
            name: 'project page: the Team tab shows its panel',
            kind: 'tabs',
            path: projectPath,
            target: (page) => page.getByRole('tab', { name: 'Team' }),
            effect: effects.tabShown,
            arg: 'Team',
          },
          {
            ...base,
            name: 'invest flow: Invest Now shows its first step (investor)',
            kind: 'route',
            path: projectPath,
            storageState: as.investor,
            target: (page) => page.getByRole('link', { name: 'Invest Now' }),
            effect: effects.shows,
            arg: { path: `${projectPath}/invest`, label: 'Amount to invest' },
          },
        ]
      : []),
    {
      ...base,
      name: 'Discover: typing "zzq" shows No projects found',
      kind: 'filter',
      path: '/projects',
      trigger: 'keydown',
      target: (page) => page.getByRole('searchbox', { name: 'Search projects' }),
      act: async (target, page) => {
        await target.click();
        await page.keyboard.type('zzq');
      },
      effect: effects.shows,
      arg: { heading: 'No projects found', search: 'zzq' },
    },
    {
      ...base,
      name: `Discover: a category chip (${chip}) filters the results`,
      kind: 'filter',
      path: '/projects',
      target: (page) =>
        page
          .getByRole('group', { name: 'Filter by category' })
          .getByRole('button', { name: chip, exact: true }),
      effect: effects.resultsShown,
      arg: { titles: chipTitles, control: { kind: 'chip', value: chip } },
    },
    {
      ...base,
      name: 'Discover: a sort change (Oldest, keyboard) reorders the results',
      kind: 'filter',
      path: '/projects',
      trigger: 'keydown',
      target: (page) => page.getByRole('combobox', { name: 'Sort by' }),
      act: async (target, page) => {
        await target.focus();
        await page.keyboard.press('ArrowDown');
      },
      effect: effects.resultsShown,
      arg: { titles: oldestTitles, control: { kind: 'sort', value: 'oldest' } },
    },
    {
      ...base,
      name: 'mobile menu: the menu button opens it',
      kind: 'disclosure',
      path: '/',
      viewport: MOBILE,
      target: (page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
      effect: effects.mobileMenuOpen,
    },
    {
      ...base,
      name: 'contact form: Send Message is acknowledged',
      kind: 'submit',
      path: '/contact',
      target: (page) => page.getByRole('button', { name: 'Send Message' }),
      prepare: async (page) => {
        // Typed as fast as Playwright types; the click on Send is the measured input.
        await page.getByRole('textbox', { name: 'Name' }).fill('Bench Visitor');
        await page.getByRole('textbox', { name: 'Email' }).fill('bench@example.com');
        await page.getByRole('textbox', { name: 'Subject' }).fill('First interaction');
        await page.getByRole('textbox', { name: 'Message' }).fill('Measuring the first click.');
      },
      effect: effects.contactSending,
      finalEffect: effects.contactSent,
    },
    {
      ...base,
      name: 'sign-in: Log in is acknowledged',
      kind: 'submit',
      path: '/login',
      target: (page) => page.getByRole('button', { name: 'Log in' }),
      prepare: async (page) => {
        await page.getByRole('textbox', { name: 'Email' }).fill('investor@example.com');
        await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      },
      effect: effects.submitted,
      arg: { form: 'Log in', from: '/login' },
      finalEffect: effects.left,
    },
    {
      ...base,
      name: 'investor dashboard: Add Funds opens its dialog',
      kind: 'dialog',
      path: '/investor',
      storageState: as.investor,
      target: (page) => page.getByRole('main').getByRole('button', { name: 'Add Funds' }),
      effect: effects.shows,
      arg: { dialog: 'Amount to add' },
    },
    {
      ...base,
      name: 'investor dashboard: the sidebar link Investments shows My Investments',
      kind: 'route',
      path: '/investor',
      storageState: as.investor,
      target: (page) =>
        page
          .getByRole('navigation')
          .getByRole('link', { name: 'Investments', exact: true })
          .first(),
      effect: effects.shows,
      arg: { path: '/investor/investments', heading: 'My Investments' },
    },
    {
      ...base,
      name: 'investor dashboard: the notifications bell opens its list',
      kind: 'popover',
      path: '/investor',
      storageState: as.investor,
      target: (page) => page.getByRole('button', { name: /^Notifications/ }).first(),
      effect: effects.shows,
      arg: { dialog: 'Notifications' },
    },
    {
      ...base,
      name: 'creator dashboard: New Project shows its form',
      kind: 'route',
      path: '/creator',
      storageState: as.creator,
      target: (page) => page.getByRole('main').getByRole('link', { name: 'New Project' }),
      effect: effects.shows,
      arg: { path: '/creator/new-project', heading: 'New Project', label: 'Title' },
    },
    {
      ...base,
      name: 'admin review: Request changes shows its note field',
      kind: 'disclosure',
      path: '/admin/projects',
      storageState: as.admin,
      target: (page) => page.getByRole('button', { name: 'Request changes' }).first(),
      effect: effects.shows,
      arg: { label: 'Note to the creator' },
    },
  ];
  return cases;
}

/** A case's samples at one delay: { effectMs (median), eventMs, samplesMs } or { error }. */
async function measure(browser, spec, delayMs, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    try {
      samples.push(await sample(browser, spec, delayMs));
    } catch (err) {
      const error = String(err?.message ?? err).split('\n')[0];
      console.log(`info  ${spec.name}, ${delayMs} ms after load: ${error}`);
      return { delayMs, error, samplesMs: [] };
    }
  }
  console.log(
    `info  ${spec.name}, ${delayMs} ms after load: ${samples.map((s) => s.effectMs).join(', ')} ms`,
  );
  return {
    delayMs,
    error: null,
    samplesMs: samples.map((s) => s.effectMs),
    effectMs: median(samples.map((s) => s.effectMs)),
    eventMs: median(samples.map((s) => s.eventMs ?? 0)),
  };
}

/**
 * Every case `runs` times at 1 s after load and `earlyRuns` times at 0.3 s (medians
 * kept), beside the floors: the native <details> floor first, at both delays, then the
 * cases, then the floor page's interaction of each kind a case missed the primary budget
 * in (the fallback budget needs no other). Returns { floors (by kind), rows }, each
 * figure or its error. `projectPath` is a project page; `floorOrigin` serves the floors.
 */
export async function firstInteraction(
  origin,
  { projectPath, floorOrigin, runs = 3, earlyRuns = 3, only = '' } = {},
) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  const floors = {};
  const [late, early] = INTERACTION_DELAYS_MS;
  const floorSpecs = floorCases(floorOrigin);
  const measureFloor = async (spec, withEarly) => {
    floors[spec.kind] = {
      name: spec.name,
      late: await measure(browser, spec, late, runs),
      early: withEarly && earlyRuns > 0 ? await measure(browser, spec, early, earlyRuns) : null,
    };
  };
  try {
    await measureFloor(
      floorSpecs.find((spec) => spec.kind === 'details'),
      true,
    );
    const cases = await buildCases(browser, origin, projectPath);
    for (const spec of cases.filter((c) => c.name.includes(only))) {
      rows.push({
        name: spec.name,
        path: spec.path,
        kind: spec.kind,
        late: await measure(browser, spec, late, runs),
        early: earlyRuns > 0 ? await measure(browser, spec, early, earlyRuns) : null,
      });
    }
    const primary = floors.details.late.error
      ? null
      : floors.details.late.effectMs + INTERACTION_BUDGET_MS;
    const missedKinds = new Set(
      rows
        .filter((r) => !r.late.error && (primary === null || r.late.effectMs > primary))
        .map((r) => r.kind),
    );
    // BENCH_INTERACTION_FLOORS=all measures every kind of the floor page regardless.
    const everyKind = process.env.BENCH_INTERACTION_FLOORS === 'all';
    for (const spec of floorSpecs)
      if (spec.kind !== 'details' && (everyKind || missedKinds.has(spec.kind)))
        await measureFloor(spec, false);
  } finally {
    await browser.close();
  }
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    runs,
    earlyRuns,
    delaysMs: INTERACTION_DELAYS_MS,
    budgetMs: INTERACTION_BUDGET_MS,
    floorRatio: FLOOR_RATIO,
    floors,
    rows,
  };
}
