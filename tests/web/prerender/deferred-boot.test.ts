import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootOnIntent, hasStoredSession, needsApp } from '../../../web/lib/deferred-boot';
import { NATIVE_SUBMIT_BUSY_MS } from '../../../web/lib/native-submit';
import { STATIC_PAGE_ATTRIBUTE } from '../../../web/lib/static-page';
import { SESSION_COOKIE, toBase64Url } from '../../../shared/session-cookie';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('bootOnIntent', () => {
  it('does not boot until the visitor shows intent, then boots once', async () => {
    const root = page('<p>Static</p>');
    const boot = vi.fn(() => Promise.resolve());
    bootOnIntent(root, boot);
    expect(boot).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerover'));
    window.dispatchEvent(new Event('keydown'));
    expect(boot).toHaveBeenCalledTimes(1);
  });

  it('holds a button click made before boot and replays it after', async () => {
    const root = page('<button type="button">Open</button>');
    const button = root.querySelector('button') as HTMLButtonElement;
    const clicks: boolean[] = [];
    let finish = () => {};
    bootOnIntent(root, () => new Promise<void>((resolve) => (finish = resolve)));
    // what React would do once hydrated
    button.addEventListener('click', (e) => clicks.push(e.defaultPrevented));
    button.click();
    expect(clicks).toEqual([]);
    finish();
    await vi.waitFor(() => expect(clicks).toEqual([false]));
  });

  it('lets a details summary open at once, without holding or replaying the click', async () => {
    const root = page('<details><summary>Question</summary><p>Answer</p></details>');
    const details = root.querySelector('details') as HTMLDetailsElement;
    let finish = () => {};
    bootOnIntent(root, () => new Promise<void>((resolve) => (finish = resolve)));
    (root.querySelector('summary') as HTMLElement).click();
    expect(details.open).toBe(true);
    window.dispatchEvent(new Event('pointerover'));
    finish();
    // A replayed click would close it again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(details.open).toBe(true);
  });

  it('answers a DOM-owned disclosure at once, and React (started meanwhile) does not see it', async () => {
    const root = page(
      '<button type="button" data-disclosure aria-controls="menu" aria-expanded="false" aria-label="Open menu" data-label-open="Open menu" data-label-close="Close menu">Menu</button><nav id="menu" hidden></nav>',
    );
    const button = root.querySelector('button') as HTMLButtonElement;
    const reactSaw: Event[] = [];
    let finish = () => {};
    bootOnIntent(root, () => new Promise<void>((resolve) => (finish = resolve)));
    root.addEventListener('click', (e) => reactSaw.push(e));
    // The app is starting (not yet done) when the click comes.
    window.dispatchEvent(new Event('pointerover'));
    button.click();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-label', 'Close menu');
    expect(root.querySelector('nav')?.hidden).toBe(false);
    expect(reactSaw).toEqual([]);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets links navigate without waiting for the app', async () => {
    const root = page('<a href="#faq">FAQ</a>');
    const link = root.querySelector('a') as HTMLAnchorElement;
    let prevented: boolean | null = null;
    const boot = vi.fn(() => Promise.resolve());
    bootOnIntent(root, boot);
    link.addEventListener('click', (e) => (prevented = e.defaultPrevented));
    link.click();
    expect(prevented).toBe(false);
    // finish this page's boot so its listeners do not outlive the test
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(boot).toHaveBeenCalled());
  });

  it('holds a link click made while the app is starting and replays it after', async () => {
    const root = page('<a href="#faq">FAQ</a>');
    const link = root.querySelector('a') as HTMLAnchorElement;
    const clicks: boolean[] = [];
    let finish = () => {};
    bootOnIntent(root, () => new Promise<void>((resolve) => (finish = resolve)));
    window.dispatchEvent(new Event('pointerover'));
    // what the router's link handler would do once hydrated
    link.addEventListener('click', (e) => clicks.push(e.defaultPrevented));
    link.click();
    expect(clicks).toEqual([]);
    finish();
    await vi.waitFor(() => expect(clicks).toEqual([false]));
  });

  it('follows a held link click on the link React put in its place while hydrating', async () => {
    const markup = '<p>Still have questions?</p><a href="#contact">Contact us</a>';
    const root = page(markup);
    let finish = () => {};
    bootOnIntent(root, () => new Promise<void>((resolve) => (finish = resolve)));
    window.dispatchEvent(new Event('pointerover'));
    (root.querySelector('a') as HTMLAnchorElement).click();
    // A hydration that renders the part afresh: same link, new element.
    root.innerHTML = markup;
    const clicks: string[] = [];
    root.addEventListener('click', (e) => clicks.push((e.target as Element).textContent ?? ''));
    finish();
    await vi.waitFor(() => expect(clicks).toEqual(['Contact us']));
  });

  it('still follows a held link whose element is gone after hydrating', async () => {
    const root = page('<a href="#gone">Old link</a>');
    let finish = () => {};
    bootOnIntent(root, () => new Promise<void>((resolve) => (finish = resolve)));
    window.dispatchEvent(new Event('pointerover'));
    (root.querySelector('a') as HTMLAnchorElement).click();
    root.innerHTML = '<a href="#other">Another link</a>';
    finish();
    await vi.waitFor(() => expect(window.location.hash).toBe('#gone'));
    window.location.hash = '';
  });

  it('follows a held link click natively when the app fails to start', async () => {
    const root = page('<a href="#faq-link">FAQ</a>');
    let fail = (_: Error) => {};
    bootOnIntent(root, () => new Promise<void>((_, reject) => (fail = reject)));
    window.dispatchEvent(new Event('pointerover'));
    const link = root.querySelector('a') as HTMLAnchorElement;
    link.click();
    expect(window.location.hash).not.toBe('#faq-link');
    fail(new Error('Failed to fetch dynamically imported module'));
    await vi.waitFor(() => expect(window.location.hash).toBe('#faq-link'));
    window.location.hash = '';
  });

  it('when the app fails to start, sends a held submit natively only where the form can', async () => {
    const root = page(
      '<form method="post" action="/api/contact"><button type="submit">Send</button></form>' +
        '<form method="post"><button type="submit">Log in</button></form>',
    );
    const [contact, login] = [...root.querySelectorAll('form')] as HTMLFormElement[];
    const sent: string[] = [];
    // Last in line, as the browser's own submission would be: what went out, unprevented.
    const seen = (e: Event) => {
      if (!e.defaultPrevented)
        sent.push((e.target as HTMLFormElement).getAttribute('action') ?? '');
      e.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('submit', seen);
    try {
      for (const form of [contact, login]) {
        let fail = (_: Error) => {};
        bootOnIntent(root, () => new Promise<void>((_, reject) => (fail = reject)));
        const before = sent.length;
        form?.querySelector('button')?.click();
        expect(sent).toHaveLength(before);
        fail(new Error('Failed to fetch dynamically imported module'));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      // The contact form went to its action; the sign-in form, which has none, did not.
      expect(sent).toEqual(['/api/contact']);
    } finally {
      document.removeEventListener('submit', seen);
    }
  });

  it('leaves early edits on screen and hands them to the app as events once hydrated', async () => {
    const root = page('<input name="q" value="" /><input type="checkbox" name="c" />');
    const [text, box] = [...root.querySelectorAll('input')] as HTMLInputElement[];
    let hydrated = () => {};
    bootOnIntent(root, (onHydrated) => {
      hydrated = onHydrated;
      return new Promise<void>(() => {});
    });
    window.dispatchEvent(new Event('focusin'));
    // typed while the app was still loading
    text!.value = 'ledger';
    box!.checked = true;
    const events: string[] = [];
    root.addEventListener('input', (e) =>
      events.push(`input ${(e.target as HTMLInputElement).name}`),
    );
    root.addEventListener('click', (e) =>
      events.push(`click ${(e.target as HTMLInputElement).name}`),
    );
    expect(events).toEqual([]);
    hydrated();
    // Shown as typed throughout, and the app's handlers hear of each edit.
    expect(text!.value).toBe('ledger');
    expect(box!.checked).toBe(true);
    expect(events).toEqual(['input q', 'click c', 'input c']);
  });
});

describe('bootOnIntent while the app hydrates', () => {
  it('starts at once when asked, still holding a click made before it is ready', async () => {
    const root = page('<form><button type="submit">Send</button></form>');
    const button = root.querySelector('button') as HTMLButtonElement;
    const submits: number[] = [];
    let finish = () => {};
    const boot = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    bootOnIntent(root, boot, { isStale: async () => false, startNow: true });
    expect(boot).toHaveBeenCalledTimes(1);
    root.querySelector('form')?.addEventListener('submit', (e) => {
      e.preventDefault();
      submits.push(1);
    });
    button.click();
    expect(submits).toEqual([]);
    finish();
    await vi.waitFor(() => expect(submits).toEqual([1]));
  });

  it('holds a form submitted without a button (Enter in its only field) until the app runs', async () => {
    const root = page('<form><input name="email" /></form>');
    const form = root.querySelector('form') as HTMLFormElement;
    const submits: boolean[] = [];
    let finish = () => {};
    bootOnIntent(root, () => new Promise<void>((resolve) => (finish = resolve)), {
      startNow: true,
    });
    // After the page's own listeners: whether the browser would submit it.
    const seen = (e: Event) => submits.push(e.defaultPrevented);
    document.addEventListener('submit', seen);
    form.requestSubmit();
    expect(submits).toEqual([]);
    // what the app's handler does once it runs
    form.addEventListener('submit', (e) => e.preventDefault());
    finish();
    await vi.waitFor(() => expect(submits).toEqual([true]));
    document.removeEventListener('submit', seen);
  });
});

describe('hasStoredSession', () => {
  it('sees a supabase-js session, in its cookie or still in localStorage', () => {
    const session = JSON.stringify({ access_token: 'at', user: { id: 'u-1' } });
    expect(hasStoredSession()).toBe(false);
    document.cookie = `${SESSION_COOKIE}=base64-${toBase64Url(session)}; Path=/`;
    expect(hasStoredSession()).toBe(true);
    document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`;
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('sb-localhost-auth-token', session);
    expect(hasStoredSession()).toBe(true);
  });
});

describe('bootOnIntent freshness check', () => {
  it('boots without any intent when the prerendered data is out of date', async () => {
    const root = page('<p>Static</p>');
    const boot = vi.fn(() => Promise.resolve());
    bootOnIntent(root, boot, { isStale: async () => true });
    await vi.waitFor(() => expect(boot).toHaveBeenCalledTimes(1));
  });

  it('keeps waiting for intent when the data is unchanged', async () => {
    const root = page('<p>Static</p>');
    const boot = vi.fn(() => Promise.resolve());
    const isStale = vi.fn(async () => false);
    bootOnIntent(root, boot, { isStale });
    await vi.waitFor(() => expect(isStale).toHaveBeenCalled());
    expect(boot).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    expect(boot).toHaveBeenCalledTimes(1);
  });
});

describe('bootOnIntent on a page that starts its app on use', () => {
  const staticPage = () =>
    page(
      '<main tabindex="-1"><p id="text">Static</p><ul role="list"><li id="item">Item</li></ul>' +
        '<a href="/about" id="link">About</a>' +
        '<details><summary>Question</summary><p>Answer</p></details>' +
        '<button type="button" data-disclosure aria-controls="menu" aria-expanded="false">Menu</button>' +
        '<nav id="menu" hidden></nav>' +
        '<button type="button" id="follow">Follow</button><input id="field" /></main>',
    );
  const at = (id: string) => document.getElementById(id) as HTMLElement;
  const over = (element: Element, type = 'pointerover') =>
    element.dispatchEvent(new Event(type, { bubbles: true }));

  it('does not start while the visitor reads, scrolls, presses keys or reaches for links and disclosures', async () => {
    staticPage();
    const boot = vi.fn(() => Promise.resolve());
    bootOnIntent(document.body, boot, { onlyOnUse: true });
    over(at('text'));
    over(at('item'), 'pointerdown');
    over(at('link'));
    at('link').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    over(document.querySelector('summary') as HTMLElement);
    over(at('menu').previousElementSibling as HTMLElement);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    at('item').click();
    expect(boot).not.toHaveBeenCalled();
    // Started and settled, so its listeners leave before the next test's page.
    over(at('field'), 'focusin');
    await vi.waitFor(() => expect(boot).toHaveBeenCalledTimes(1));
  });

  it('starts when the visitor reaches for a control that needs it, and replays its click', async () => {
    staticPage();
    let finish = () => {};
    const boot = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    bootOnIntent(document.body, boot, { onlyOnUse: true });
    over(at('follow'));
    expect(boot).toHaveBeenCalledTimes(1);
    const clicks: number[] = [];
    at('follow').addEventListener('click', () => clicks.push(1));
    at('follow').click();
    expect(clicks).toEqual([]);
    finish();
    await vi.waitFor(() => expect(clicks).toEqual([1]));
  });

  it('switches a tab only the app can fill at once, and starts the app to fill it', async () => {
    page(
      '<div role="tablist"><button type="button" role="tab" data-dom-tab id="team" aria-controls="p-team" aria-selected="true">Team</button>' +
        '<button type="button" role="tab" data-dom-tab data-needs-app id="history" aria-controls="p-history" aria-selected="false"><span id="label">History</span></button></div>' +
        '<div role="tabpanel" id="p-team">Team</div><div role="tabpanel" id="p-history" hidden>Loading the offering history…</div>',
    );
    const boot = vi.fn(() => Promise.resolve());
    bootOnIntent(document.body, boot, { onlyOnUse: true });
    // Pointing at the tab that needs no app starts nothing.
    over(at('team'));
    at('team').click();
    expect(boot).not.toHaveBeenCalled();
    over(at('label'));
    expect(boot).toHaveBeenCalledTimes(1);
    at('label').click();
    expect(at('history').getAttribute('aria-selected')).toBe('true');
    expect(at('p-history').hidden).toBe(false);
    expect(at('p-team').hidden).toBe(true);
  });

  it('starts when a field is focused', () => {
    staticPage();
    const boot = vi.fn(() => Promise.resolve());
    bootOnIntent(document.body, boot, { onlyOnUse: true });
    at('field').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(boot).toHaveBeenCalledTimes(1);
  });

  it('leaves a form that sends itself to the browser: typing and sending it start nothing', async () => {
    page(
      '<form method="post" action="/api/contact"><input id="name" name="name" />' +
        '<button type="submit" id="send" data-sending-label="Sending...">Send <b>Message</b></button></form>',
    );
    const form = document.querySelector('form') as HTMLFormElement;
    const sent: boolean[] = [];
    // Last in line, as the browser's own submission would be: whether it went out.
    const seen = (e: Event) => {
      sent.push(!e.defaultPrevented);
      e.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('submit', seen);
    vi.useFakeTimers();
    try {
      const boot = vi.fn(() => Promise.resolve());
      bootOnIntent(document.body, boot, { onlyOnUse: true });
      at('name').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      over(at('send'));
      over(at('send'), 'pointerdown');
      at('send').click();
      // Sent by the browser, acknowledged at once; a second press does not send it again:
      // the button is disabled, and a submit by other means (Enter in a field) is stopped.
      expect(sent).toEqual([true]);
      expect(at('send').textContent).toBe('Sending...');
      expect(at('send').hasAttribute('data-loading')).toBe(true);
      expect((at('send') as HTMLButtonElement).disabled).toBe(true);
      expect(form.getAttribute('aria-busy')).toBe('true');
      at('send').click();
      expect(sent).toEqual([true]);
      form.requestSubmit();
      expect(sent).toEqual([true, false]);
      expect(boot).not.toHaveBeenCalled();
      // Back from the back-forward cache: the form is as it was, ready to send again.
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      expect(at('send').innerHTML).toBe('Send <b>Message</b>');
      expect((at('send') as HTMLButtonElement).disabled).toBe(false);
      expect(form.hasAttribute('aria-busy')).toBe(false);
      at('send').click();
      expect(sent).toEqual([true, false, true]);
      // A page whose loading the visitor stopped: ready again after a while.
      form.requestSubmit();
      expect(sent).toEqual([true, false, true, false]);
      vi.advanceTimersByTime(NATIVE_SUBMIT_BUSY_MS);
      expect(at('send').textContent).toBe('Send Message');
      at('send').click();
      expect(sent).toEqual([true, false, true, false, true]);
      expect(at('send').textContent).toBe('Sending...');
    } finally {
      vi.useRealTimers();
      document.removeEventListener('submit', seen);
      // Started and settled, so its listeners leave before the next test's page.
      document.body.insertAdjacentHTML('beforeend', '<button id="other">Other</button>');
      over(at('other'));
    }
  });

  it('still starts at once when the page turns out to be out of date', async () => {
    staticPage();
    const boot = vi.fn(() => Promise.resolve());
    bootOnIntent(document.body, boot, { onlyOnUse: true, isStale: async () => true });
    await vi.waitFor(() => expect(boot).toHaveBeenCalledTimes(1));
  });
});

describe('bootOnIntent behind a static page (a dashboard drawn ahead of its app)', () => {
  /** A static page beside an empty app root, as web/app/static-dashboard.ts leaves them. */
  function staticBeside(html: string): { root: HTMLElement; drawing: HTMLElement } {
    const drawing = document.createElement('div');
    drawing.setAttribute(STATIC_PAGE_ATTRIBUTE, 'investor');
    drawing.innerHTML = html;
    const root = document.createElement('div');
    document.body.replaceChildren(drawing, root);
    return { root, drawing };
  }

  /** The app's drawing taking the static page's place, as renderAppBehind does. */
  function takeOver(root: HTMLElement, drawing: HTMLElement, html: string) {
    root.innerHTML = html;
    drawing.remove();
  }

  it("replays a held click on the app's own control, the same in rank among those alike, whatever the app adds before it", async () => {
    const { root, drawing } = staticBeside(
      '<button>Open</button><button>Add Funds</button><button>Open</button>',
    );
    let finish = () => {};
    bootOnIntent(root, () => new Promise<void>((resolve) => (finish = resolve)));
    (drawing.querySelectorAll('button')[2] as HTMLButtonElement).click();
    // The app's drawing has a bell the static one did not, first.
    takeOver(
      root,
      drawing,
      '<button>Bell</button><button>Open</button><button>Add Funds</button><button>Open</button>',
    );
    const clicked: string[] = [];
    root
      .querySelectorAll('button')
      .forEach((button, i) => button.addEventListener('click', () => clicked.push(`${i}`)));
    finish();
    await vi.waitFor(() => expect(clicked).toEqual(['3']));
  });

  it('moves the focus the static page took with it to the same control in the app', async () => {
    const { root, drawing } = staticBeside('<a href="/a">Home</a><a href="/b">View All</a>');
    let finish = () => {};
    bootOnIntent(root, () => new Promise<void>((resolve) => (finish = resolve)));
    (drawing.querySelector('a[href="/b"]') as HTMLElement).focus();
    takeOver(root, drawing, '<a href="/a">Home</a><a href="/b">View All</a>');
    expect(document.activeElement).toBe(document.body);
    finish();
    await vi.waitFor(() => expect(document.activeElement).toBe(root.querySelector('a[href="/b"]')));
  });

  it('starts at once when told to (the static page could not be drawn), and not otherwise', async () => {
    const { root } = staticBeside('<p>Drawn</p>');
    const boot = vi.fn(() => new Promise<void>(() => {}));
    bootOnIntent(root, boot, { startWhen: Promise.resolve(false) });
    await Promise.resolve();
    expect(boot).not.toHaveBeenCalled();
    bootOnIntent(root, boot, { startWhen: Promise.resolve(true) });
    await vi.waitFor(() => expect(boot).toHaveBeenCalledTimes(1));
  });
});

describe('needsApp', () => {
  it('is true for controls and for tabs only the app fills; false for links, disclosures, other DOM-owned tabs and text', () => {
    const root = page(
      '<button id="b"><span id="inner">Go</span></button><a href="/x" id="a"><span id="in-link">x</span></a>' +
        '<div role="tab" data-dom-tab id="tab">Tab</div><div role="tab" data-dom-tab data-needs-app><b id="app-tab-label">History</b></div><p id="p">Text</p><div tabindex="-1" id="t"><b id="tb">T</b></div>',
    );
    const $ = (id: string) => root.querySelector(`#${id}`);
    expect(needsApp($('inner'))).toBe(true);
    expect(needsApp($('in-link'))).toBe(false);
    expect(needsApp($('tab'))).toBe(false);
    expect(needsApp($('app-tab-label'))).toBe(true);
    expect(needsApp($('p'))).toBe(false);
    expect(needsApp($('tb'))).toBe(false);
    expect(needsApp(window)).toBe(false);
    // A form the browser sends itself is the browser's to fill in and send.
    page(
      '<form method="post" action="/api/contact"><input id="f" /><button id="s">Send</button></form>' +
        '<form method="post"><input id="g" /></form>',
    );
    expect(needsApp(document.getElementById('f'))).toBe(false);
    expect(needsApp(document.getElementById('s'))).toBe(false);
    expect(needsApp(document.getElementById('g'))).toBe(true);
  });
});
