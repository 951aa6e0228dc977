/**
 * A form the browser sends itself, before the app runs: the contact and forgot-password
 * forms on a page that starts its app only on use (web/lib/deferred-boot.ts). They post
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
 * the submit button shows its `data-sending-label` ("Sending...") and the form is busy. A
 * second submit while the browser waits for the answer is stopped (it would send the
 * message twice). The form is ready to send again when the browser restores the page from
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
  form.setAttribute('aria-busy', 'true');
  button?.setAttribute('data-loading', '');
  if (button && label) button.textContent = label;
  const ready = () => {
    if (form.getAttribute('aria-busy') !== 'true') return;
    form.removeAttribute('aria-busy');
    button?.removeAttribute('data-loading');
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
