/**
 * A form the browser sends itself may come back to its page with an error in the URL (the
 * Log in form's `#error=…`): what was typed, but passwords, is kept for it in this tab.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { acknowledgeNativeSubmit, restoreTyped } from '../../../web/lib/native-submit';

const LOGIN_FORM =
  '<form method="post" action="/api/login" data-keeps-typed="">' +
  '<input type="email" name="email" /><input type="password" name="password" />' +
  '<input type="hidden" name="mode" value="x" /><button type="submit">Log in</button></form>';

function render(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form') as HTMLFormElement;
}

function field(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.querySelector(`[name="${name}"]`) as HTMLInputElement;
}

/** The browser's submission of `form`, seen by the page before it leaves. */
function sendNatively(form: HTMLFormElement) {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'target', { value: form });
  acknowledgeNativeSubmit(event);
}

afterEach(() => {
  sessionStorage.clear();
  document.body.replaceChildren();
});

describe('a form that keeps what was typed (data-keeps-typed)', () => {
  it('puts the typed email back, never the password, when its answer comes back with an error', () => {
    const sent = render(LOGIN_FORM);
    field(sent, 'email').value = 'ada@example.com';
    field(sent, 'password').value = 'secret-password';
    sendNatively(sent);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret-password');

    // The answer: the same page, a fresh document, the error in its fragment.
    const back = render(LOGIN_FORM);
    restoreTyped(document, '#error=access_denied&error_code=invalid_credentials');
    expect(field(back, 'email').value).toBe('ada@example.com');
    // As the visitor's edit (the app hands it over), not as the page's own value.
    expect(field(back, 'email').defaultValue).toBe('');
    expect(field(back, 'password').value).toBe('');
    expect(field(back, 'mode').value).toBe('x');

    // Read once: a later visit to the page starts empty.
    const later = render(LOGIN_FORM);
    restoreTyped(document, '#error=access_denied');
    expect(field(later, 'email').value).toBe('');
  });

  it('forgets it when the answer succeeded, and restores nothing', () => {
    const sent = render(LOGIN_FORM);
    field(sent, 'email').value = 'ada@example.com';
    sendNatively(sent);
    const back = render(LOGIN_FORM);
    restoreTyped(document, '#access_token=abc&refresh_token=def');
    expect(field(back, 'email').value).toBe('');
    expect(sessionStorage.length).toBe(0);
  });

  it("puts the picked radio back too (the Sign up form's role), drawn as picked", () => {
    const SIGNUP_FORM =
      '<form method="post" action="/api/signup" data-keeps-typed="">' +
      '<input type="text" name="name" />' +
      '<div data-scope="radio-group" data-part="root">' +
      '<label data-scope="radio-group" data-part="item" data-state="checked">' +
      '<input type="radio" name="role" value="investor" checked /></label>' +
      '<label data-scope="radio-group" data-part="item" data-state="unchecked">' +
      '<input type="radio" name="role" value="creator" /></label></div></form>';
    const sent = render(SIGNUP_FORM);
    field(sent, 'name').value = 'Ada Lovelace';
    (sent.querySelector('input[value="creator"]') as HTMLInputElement).checked = true;
    sendNatively(sent);

    const back = render(SIGNUP_FORM);
    restoreTyped(document, '#error=access_denied&error_code=validation_failed');
    expect(field(back, 'name').value).toBe('Ada Lovelace');
    const creator = back.querySelector('input[value="creator"]') as HTMLInputElement;
    const investor = back.querySelector('input[value="investor"]') as HTMLInputElement;
    expect(creator.checked).toBe(true);
    expect(investor.checked).toBe(false);
    expect(creator.closest('label')?.dataset.state).toBe('checked');
    expect(investor.closest('label')?.dataset.state).toBe('unchecked');
  });

  it('keeps nothing for a form that does not ask', () => {
    const sent = render(LOGIN_FORM.replace(' data-keeps-typed=""', ''));
    field(sent, 'email').value = 'ada@example.com';
    sendNatively(sent);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a submit button that asks for a spinner (data-sending-spinner)', () => {
  it('shows a spinner before its sending label, then its own content again', () => {
    const form = render(
      LOGIN_FORM.replace(
        '<button type="submit">',
        '<button type="submit" data-sending-label="Log in" data-sending-spinner="">',
      ),
    );
    const button = form.querySelector('button') as HTMLButtonElement;
    sendNatively(form);
    expect(button.firstElementChild?.className).toBe('native-spinner');
    expect(button.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toBe('Log in');
    expect(button.disabled).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(button.innerHTML).toBe('Log in');
    expect(button.disabled).toBe(false);
  });
});
