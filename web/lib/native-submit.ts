import { drawNativeRadio } from './dom-widgets';

/**
 * A form the browser sends itself, before the app runs: the contact, forgot-password,
 * log-in and sign-up forms on a page that starts its app only on use (web/lib/deferred-boot.ts). They post
 * to the API, which answers with a page (worker/http/page-form.ts), so until that answer
 * arrives the page they leave is all the visitor sees.
 */

/**
 * Whether a form can be sent by the browser itself, without the app: it names where it
 * posts to (`action`), and the server answers that post as a page.
 */
export function sendsItself(form: HTMLFormElement): boolean {
  return form.hasAttribute('action') && form.method === 'post';
}

/**
 * How long a sent form stays busy at most: the answer normally replaces the page long
 * before, but a visitor who stopped the page loading must be able to send again.
 */
export const NATIVE_SUBMIT_BUSY_MS = 15_000;

/**
 * Acknowledges the browser's own submission of `form` at once, as the app's send would:
 * the submit button shows its `data-sending-label` ("Sending...", after a spinner where it
 * asks for one with `data-sending-spinner`) and is disabled, and the form is busy. A
 * second submit while the browser waits for the answer is stopped (it would send the
 * message twice). What was typed is kept where the form asks for it (`keepTyped`). The form is ready to send again when the browser restores the page from
 * its back-forward cache, or after `NATIVE_SUBMIT_BUSY_MS` on the same page.
 */
export function acknowledgeNativeSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  if (form.getAttribute('aria-busy') === 'true') {
    event.preventDefault();
    return;
  }
  const button =
    event.submitter ??
    form.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
  const label = button?.getAttribute('data-sending-label');
  const before = button?.innerHTML;
  keepTyped(form);
  form.setAttribute('aria-busy', 'true');
  button?.setAttribute('data-loading', '');
  if (button && label) button.textContent = label;
  // As the app's loading button is: a spinner before its label, and disabled (the browser
  // has already taken the submission, so disabling it now sends the form all the same).
  if (button?.hasAttribute('data-sending-spinner')) {
    const spinner = document.createElement('span');
    spinner.className = 'native-spinner';
    spinner.setAttribute('aria-hidden', 'true');
    button.prepend(spinner);
  }
  const disabled = button instanceof HTMLButtonElement && !button.disabled;
  if (disabled) button.disabled = true;
  const ready = () => {
    if (form.getAttribute('aria-busy') !== 'true') return;
    form.removeAttribute('aria-busy');
    button?.removeAttribute('data-loading');
    if (disabled) button.disabled = false;
    if (button && before !== undefined) button.innerHTML = before;
  };
  const timer = setTimeout(ready, NATIVE_SUBMIT_BUSY_MS);
  // Restored: ready now, and this send's timer must not end a later send's wait.
  const restored = (shown: PageTransitionEvent) => {
    if (!shown.persisted) return;
    clearTimeout(timer);
    ready();
  };
  window.addEventListener('pageshow', restored, { once: true });
}

/** Where a form that may come back to its page (`data-keeps-typed`) keeps what was typed. */
const KEPT_KEY = 'native-form-typed:';

/** The fields worth keeping: typed text a visitor would otherwise type again, never a password. */
function keepable(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[name]')].filter((input) =>
    ['email', 'text'].includes(input.type),
  );
}

/** The radios of `form` that send a value (a choice the visitor made, the Sign up page's role). */
function choices(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[type="radio"][name]')];
}

/**
 * Keeps what was typed into `form` (but its passwords) and the radios it picked, for this
 * tab, when the form asks for it with `data-keeps-typed`: its answer may send the visitor
 * back to the same page with an error in the URL (the Log in and Sign up forms'
 * `#error=…`), where `restoreTyped` puts it back, as the browser's Back button would.
 */
export function keepTyped(form: HTMLFormElement): void {
  if (!form.hasAttribute('data-keeps-typed')) return;
  const typed = Object.fromEntries([
    ...keepable(form).map((input) => [input.name, input.value]),
    ...choices(form)
      .filter((radio) => radio.checked)
      .map((radio) => [radio.name, radio.value]),
  ]);
  try {
    sessionStorage.setItem(KEPT_KEY + form.getAttribute('action'), JSON.stringify(typed));
  } catch {
    // storage unavailable: the visitor types it again
  }
}

/**
 * Puts back what `keepTyped` kept for each form of `root` that asks for it, when the URL
 * says its answer failed (`#error=…`); forgets it either way, so it is read once. Runs
 * before the app hydrates, which then takes the fields as the visitor's edits.
 */
export function restoreTyped(root: ParentNode, hash: string): void {
  const failed = /(?:^#|&)error=/.test(hash);
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-keeps-typed][action]')) {
    const key = KEPT_KEY + form.getAttribute('action');
    let kept: unknown;
    try {
      kept = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      sessionStorage.removeItem(key);
    } catch {
      kept = null;
    }
    if (!failed || typeof kept !== 'object' || kept === null) continue;
    const values = kept as Record<string, unknown>;
    for (const input of keepable(form)) {
      const value = values[input.name];
      if (typeof value === 'string') input.value = value;
    }
    for (const radio of choices(form)) {
      const value = values[radio.name];
      if (typeof value !== 'string') continue;
      radio.checked = radio.value === value;
      drawNativeRadio(radio);
    }
  }
}
