// First-interaction latency on the prerendered public pages, as a visitor on a slow phone
// meets it: each case opens its page in a fresh browser context (cold cache, no app code
// loaded), slows the CPU 4× through the DevTools protocol (Emulation.setCPUThrottlingRate,
// Lighthouse's mobile setting), waits for the load event and for the element to be visible
// and enabled, then performs the first click or keystroke at once.
//
// Two figures per sample, both from inside the page:
//   - effect: from the input event (pointerdown of a click, keydown of a keystroke) to the
//     first painted frame in which the effect is on screen (panel open, tab content shown,
//     results filtered, menu open...). A requestAnimationFrame loop checks the effect
//     before each frame; a message posted from that frame runs after it is painted.
//   - event: the Event Timing API's duration of the interaction's events (a
//     PerformanceObserver for 'event' entries, durationThreshold 16), INP's figure.
// After the effect, the page is left to settle (the app may hydrate meanwhile) and the
// effect must still be there: an effect undone by hydration is a failure. Any error or
// timeout fails the case; it never becomes a sample.
/* global window, document, history, location, requestAnimationFrame -- page code below runs in the browser */
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

export const INTERACTION_BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
const EFFECT_TIMEOUT_MS = 30_000;
const SETTLE_MS = 1500;
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

/** Runs in every document before its own scripts: the Event Timing observer and the effect watcher. */
function pageProbe() {
  const fi = {
    events: [],
    input: null,
    effect: null,
    navigatedAt: null,
  };
  window.__fi = fi;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        fi.events.push({
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
          interactionId: e.interactionId ?? 0,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // no Event Timing: the effect figure still stands
  }
  // An input that led to another document (a form the browser posts itself): its Event
  // Timing entries stay readable from the next document of the same tab.
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
  /** Watches for `check()` from the next `trigger` event (or now, when trigger is null). */
  fi.arm = (trigger, check) =>
    new Promise((resolve) => {
      const begin = (t0) => {
        fi.input = t0;
        const frame = (frameTime) => {
          let ok;
          try {
            ok = Boolean(check());
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
            // With the input's time: the document may be gone by the time the bench asks
            // (a form the browser posts itself leaves for the server's answer).
            fi.effect = { frameTime, paintedAt: performance.now(), input: fi.input };
            resolve(fi.effect);
          };
          channel.port2.postMessage(null);
        };
        requestAnimationFrame(frame);
      };
      if (trigger === null) {
        begin(0);
        return;
      }
      const onInput = (event) => {
        if (!event.isTrusted) return;
        window.removeEventListener(trigger, onInput, true);
        begin(event.timeStamp);
      };
      window.addEventListener(trigger, onInput, true);
    });
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
  /** The field shows what was typed. */
  fieldValue: ({ name, value }) => document.querySelector(`form [name="${name}"]`)?.value === value,
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
  /** The top bar shows the signed-in state: the avatar chip with the user's name. */
  signedIn: (name) =>
    [...document.querySelectorAll('header [data-testid="avatar-chip"]')].some(
      (chip) => chip.checkVisibility() && chip.innerText.includes(name),
    ),
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A fresh context and page (cold HTTP cache), CPU slowed, probe installed, optional localStorage. */
async function openCold(browser, { viewport, storage, origin }) {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport === MOBILE,
    hasTouch: false,
    storageState: storage
      ? { cookies: [], origins: [{ origin, localStorage: storage }] }
      : undefined,
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
 * One sample: opens `path`, waits for load and `target` (a locator factory), arms the
 * effect watcher on `trigger`, acts, and returns { effectMs, eventMs }.
 */
async function sample(browser, origin, spec) {
  const { context, page } = await openCold(browser, { ...spec, origin });
  try {
    await page.goto(`${origin}${spec.path}`, { waitUntil: 'load' });
    const target = spec.target(page);
    await target.waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS });
    if (spec.prepare) await spec.prepare(page);
    const effect = page.evaluate(
      ({ trigger, check, arg }) =>
        window.__fi.arm(trigger, new Function(`return (${check})`)().bind(null, arg)),
      { trigger: spec.trigger, check: spec.effect.toString(), arg: spec.arg ?? null },
    );
    // Playwright waits for the element to be visible, enabled and stable, then acts.
    await spec.act(target, page);
    const result = await Promise.race([
      effect,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`no effect within ${EFFECT_TIMEOUT_MS} ms`)),
          EFFECT_TIMEOUT_MS,
        ),
      ),
    ]);
    const effectMs = result.paintedAt - result.input;
    // Let the app start (if it does) and check the effect survived it.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const kept = await page.evaluate(
      ({ check, arg }) => Boolean(new Function(`return (${check})`)()(arg)),
      { check: (spec.finalEffect ?? spec.effect).toString(), arg: spec.arg ?? null },
    );
    if (!kept) throw new Error('the effect was undone once the page settled');
    return { effectMs: Math.round(effectMs), eventMs: roundOrNull(await eventDuration(page)) };
  } finally {
    await context.close();
  }
}

const roundOrNull = (v) => (v === null || v === undefined ? null : Math.round(v));

/** The signed-in top bar: time from the first paint to the first frame showing the session. */
async function sessionSample(browser, origin, { storage, name, path }) {
  const context = await openCold(browser, { viewport: DESKTOP, storage, origin });
  const { page } = context;
  try {
    // Watched from the document's start, before its first paint.
    await page.addInitScript(
      ({ check, arg }) => {
        const shows = new Function(`return (${check})`)();
        window.__fiShown = new Promise((resolve) => {
          const frame = (frameTime) => {
            let ok;
            try {
              ok = shows(arg);
            } catch {
              ok = false;
            }
            if (ok) resolve({ frameTime });
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
      },
      { check: effects.signedIn.toString(), arg: name },
    );
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const shown = page.evaluate(() => window.__fiShown);
    const result = await Promise.race([
      shown,
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`signed-in top bar not shown within ${EFFECT_TIMEOUT_MS} ms`)),
          EFFECT_TIMEOUT_MS,
        ),
      ),
    ]);
    await page.waitForLoadState('load');
    // The load event can come before the first paint is recorded (a busy, throttled CPU):
    // wait for the entry rather than read it at once.
    const fcp = await page.evaluate(
      (timeoutMs) =>
        new Promise((resolve) => {
          const observer = new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (!entry) return;
            observer.disconnect();
            resolve(entry.startTime);
          });
          observer.observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(null), timeoutMs);
        }),
      EFFECT_TIMEOUT_MS,
    );
    if (fcp === null) throw new Error('no first-contentful-paint entry');
    // The signed-out bar was on screen from the first paint until the frame that replaced it.
    const shownMs = Math.max(0, Math.round(result.frameTime - fcp));

    // The first click on it: the Dashboard link, as soon as it can be clicked. A link's
    // response is the navigation starting (the router changing the URL, or the browser
    // leaving for the next document); the next page's load is page-load performance.
    const link = page
      .getByRole('banner')
      .getByRole('link', { name: 'Dashboard' })
      .filter({ visible: true });
    await link.waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS });
    const clickPromise = page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener(
            'pointerdown',
            (e) => {
              const at = performance.timeOrigin + e.timeStamp;
              sessionStorage.setItem('__fi_click', String(at));
              resolve(at);
            },
            { capture: true, once: true },
          );
        }),
    );
    const start = page.url();
    await link.click();
    const clickAt = await clickPromise.catch(() => Number(null));
    await page.waitForURL((url) => url.href !== start, { timeout: EFFECT_TIMEOUT_MS });
    await page.waitForLoadState('load');
    const nav = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      navigatedAt: window.__fi.navigatedAt,
      click: Number(sessionStorage.getItem('__fi_click')),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    const click = clickAt || nav.click;
    if (!click) throw new Error('the click was not seen');
    // Same document: the router's URL change; another document: its navigation start.
    const respondedAt =
      nav.navigatedAt !== null && nav.timeOrigin < click
        ? nav.timeOrigin + nav.navigatedAt
        : nav.timeOrigin;
    const clickMs = Math.round(respondedAt - click);
    const destinationPaintMs =
      nav.timeOrigin > click && nav.fcp !== null
        ? Math.round(nav.timeOrigin + nav.fcp - click)
        : null;
    return { shownMs, clickMs, destinationPaintMs };
  } finally {
    await context.context.close();
  }
}

/** The titles of Discover's first page for a query, from the API the page itself uses. */
async function firstTitles(origin, search) {
  const res = await fetch(`${origin}/api/projects${search}`);
  if (!res.ok) throw new Error(`GET /api/projects${search} answered ${res.status}`);
  const page = await res.json();
  return page.projects.map((p) => p.title);
}

/** A session for the demo investor, stored as supabase-js stores it (docs/auth.md). */
async function investorSession(origin) {
  const res = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: 'sb_publishable_launchfund_local',
      'content-type': 'application/json;charset=UTF-8',
    },
    body: JSON.stringify({ email: 'investor@example.com', password: 'demo-password-2026' }),
  });
  if (!res.ok) throw new Error(`password sign-in answered ${res.status}`);
  const value = await res.json();
  value.expires_at ??= Math.floor(Date.now() / 1000) + (value.expires_in ?? 3600);
  const host = new URL(origin).hostname.split('.')[0];
  return { key: `sb-${host}-auth-token`, value };
}

/**
 * The localStorage of a returning signed-in visitor: the session, and whatever the app
 * kept from one earlier visit to a public page (read from a warm-up context, so the
 * measured one still starts with a cold HTTP cache).
 */
async function returningVisitorStorage(browser, origin, session) {
  const entry = { name: session.key, value: JSON.stringify(session.value) };
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin, localStorage: [entry] }] },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/about`);
    await page
      .getByRole('banner')
      .getByTestId('avatar-chip')
      .filter({ visible: true })
      .waitFor({ timeout: EFFECT_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    const state = await context.storageState();
    return state.origins.find((o) => o.origin === origin)?.localStorage ?? [entry];
  } finally {
    await context.close();
  }
}

/** The cases, built against the bench server's data. */
async function buildCases(browser, origin, projectPath) {
  // Discover asks for its default order (newest) explicitly: the same list as it shows.
  const all = await firstTitles(origin, '?sort=newest');
  // The first question as the prerendered page shows it (read without the app: no JavaScript).
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
  if (!question?.trim()) throw new Error('no FAQ question found in the prerendered /faq');

  // A search letter, a chip and a sort that each change what Discover shows.
  let letter = null;
  let letterTitles = null;
  for (const c of 'xzqvjkwy') {
    const titles = await firstTitles(origin, `?q=${c}&sort=newest`);
    if (titles.length > 0 && titles.join('|') !== all.join('|')) {
      letter = c;
      letterTitles = titles;
      break;
    }
  }
  if (!letter) throw new Error('no one-letter search changes Discover’s results');
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

  const click = (target) => target.click();
  const cases = [
    {
      name: 'FAQ: first click on a question opens its answer',
      path: '/faq',
      viewport: DESKTOP,
      trigger: 'pointerdown',
      target: (page) => page.getByRole('main').getByText(question, { exact: true }).first(),
      act: click,
      effect: effects.faqOpen,
      arg: question,
    },
    ...(projectPath
      ? [
          {
            name: 'project page: first tab switch (Team) shows its panel',
            path: projectPath,
            viewport: DESKTOP,
            trigger: 'pointerdown',
            target: (page) => page.getByRole('tab', { name: 'Team' }),
            act: click,
            effect: effects.tabShown,
            arg: 'Team',
          },
        ]
      : []),
    {
      name: `Discover: first keystroke in the search ('${letter}') filters the results`,
      path: '/projects',
      viewport: DESKTOP,
      trigger: 'keydown',
      target: (page) => page.getByRole('searchbox', { name: 'Search projects' }),
      act: async (target, page) => {
        await target.click();
        await page.keyboard.press(letter);
      },
      effect: effects.resultsShown,
      arg: { titles: letterTitles, control: { kind: 'search', value: letter } },
    },
    {
      name: `Discover: first click on a category chip (${chip}) filters the results`,
      path: '/projects',
      viewport: DESKTOP,
      trigger: 'pointerdown',
      target: (page) =>
        page
          .getByRole('group', { name: 'Filter by category' })
          .getByRole('button', { name: chip, exact: true }),
      act: click,
      effect: effects.resultsShown,
      arg: { titles: chipTitles, control: { kind: 'chip', value: chip } },
    },
    {
      name: 'Discover: first sort change (Oldest, keyboard) reorders the results',
      path: '/projects',
      viewport: DESKTOP,
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
      name: 'mobile menu: first click on the menu button opens it',
      path: '/',
      viewport: MOBILE,
      trigger: 'pointerdown',
      target: (page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
      act: click,
      effect: effects.mobileMenuOpen,
    },
    {
      name: 'contact form: first keystroke shows in the field',
      path: '/contact',
      viewport: DESKTOP,
      trigger: 'keydown',
      target: (page) => page.getByRole('textbox', { name: 'Name' }),
      act: async (target, page) => {
        await target.click();
        await page.keyboard.press('A');
      },
      effect: effects.fieldValue,
      arg: { name: 'name', value: 'A' },
    },
    {
      name: 'contact form: first click on Send Message is acknowledged',
      path: '/contact',
      viewport: DESKTOP,
      trigger: 'pointerdown',
      target: (page) => page.getByRole('button', { name: 'Send Message' }),
      prepare: async (page) => {
        // Typed as fast as Playwright types; the click on Send is the measured input.
        await page.getByRole('textbox', { name: 'Name' }).fill('Bench Visitor');
        await page.getByRole('textbox', { name: 'Email' }).fill('bench@example.com');
        await page.getByRole('textbox', { name: 'Subject' }).fill('First interaction');
        await page.getByRole('textbox', { name: 'Message' }).fill('Measuring the first click.');
      },
      act: click,
      effect: effects.contactSending,
      finalEffect: effects.contactSent,
    },
  ];
  return cases;
}

/**
 * Every case `runs` times (median kept); returns one row per case with its samples or
 * its error. `projectPath` is a prerendered project page.
 */
export async function firstInteraction(origin, { projectPath, runs = 3, only = '' } = {}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  try {
    const cases = await buildCases(browser, origin, projectPath);
    for (const spec of cases.filter((c) => c.name.includes(only))) {
      const samples = [];
      let error = null;
      for (let i = 0; i < runs && !error; i++) {
        try {
          samples.push(await sample(browser, origin, spec));
        } catch (err) {
          error = String(err?.message ?? err).split('\n')[0];
        }
      }
      rows.push({
        name: spec.name,
        path: spec.path,
        error,
        samples,
        samplesMs: samples.map((s) => s.effectMs),
        effectMs: error ? null : median(samples.map((s) => s.effectMs)),
        eventMs: error ? null : median(samples.map((s) => s.eventMs ?? 0)),
      });
    }
    // `only` (a part of a case's name) narrows a run while working on one element.
    if (!only || only.startsWith('top bar')) {
      const storage = await returningVisitorStorage(browser, origin, await investorSession(origin));
      const samples = [];
      let error = null;
      for (let i = 0; i < runs && !error; i++) {
        try {
          samples.push(
            await sessionSample(browser, origin, { storage, name: 'Priya Shah', path: '/' }),
          );
        } catch (err) {
          error = String(err?.message ?? err).split('\n')[0];
        }
      }
      rows.push({
        name: 'top bar: a signed-in visitor’s top bar shows the session (time after first paint)',
        path: '/',
        error,
        samples,
        samplesMs: samples.map((s) => s.shownMs),
        effectMs: error ? null : median(samples.map((s) => s.shownMs)),
        eventMs: null,
      });
      rows.push({
        name: 'top bar: first click on the signed-in Dashboard link starts the navigation',
        path: '/',
        error,
        samples,
        samplesMs: samples.map((s) => s.clickMs),
        effectMs: error ? null : median(samples.map((s) => s.clickMs)),
        eventMs: null,
        destinationPaintMs: error
          ? null
          : median(samples.map((s) => s.destinationPaintMs ?? Number.NaN)),
      });
    }
  } finally {
    await browser.close();
  }
  return { cpuSlowdown: CPU_SLOWDOWN, runs, budgetMs: INTERACTION_BUDGET_MS, rows };
}
