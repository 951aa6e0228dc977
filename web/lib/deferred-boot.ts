/**
 * Boots a prerendered page's app when the visitor reaches for it rather than during
 * load: the static HTML is complete and readable, and its links work without JavaScript
 * (every public page is prerendered), so React only has to start before the first thing
 * that needs it. Hovering, touching, focusing, scrolling or pressing a key starts it;
 * a click or an edit made before it finishes is replayed afterwards (a link click only
 * once it has started: before that, the link simply navigates). Widgets that need no
 * React are not held: details/summary, and those of web/lib/dom-widgets.ts (the mobile
 * menu, the project tabs), which answer the first click at once. A page whose static HTML
 * is all a signed-out visitor needs starts it only on use (`onlyOnUse`): when they reach
 * for a control that needs it, not when they read, scroll or follow a link.
 */

import { actEarly, DOM_OWNED_WIDGET, tabKeyDown } from './dom-widgets';
import { acknowledgeNativeSubmit, sendsItself } from './native-submit';
import { STATIC_PAGE_ATTRIBUTE } from './static-page';
import { storedSessionValue } from './stored-session';

const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'wheel',
  'scroll',
] as const;

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether this browser keeps a session (web/lib/stored-session.ts). */
export function hasStoredSession(): boolean {
  return storedSessionValue() !== null;
}

function isChecked(control: FormControl): control is HTMLInputElement {
  return (
    control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
  );
}

/** Controls whose value a visitor cannot type or pick (or a script cannot set). */
const NOT_EDITABLE = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

/**
 * Whether a visitor changed the control since React last rendered it: React keeps each
 * field's default (defaultValue, defaultChecked, defaultSelected) at the value it
 * rendered, the server's during hydration.
 */
function edited(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    const anyDefault = options.some((o) => o.defaultSelected);
    return options.some(
      (o, i) => o.selected !== (anyDefault ? o.defaultSelected : i === 0 && !control.multiple),
    );
  }
  if (isChecked(control)) {
    // A radio the visitor left was unchecked by picking another of its group: that one counts.
    if (control.type === 'radio') return control.checked && !control.defaultChecked;
    return control.checked !== control.defaultChecked;
  }
  if (control instanceof HTMLInputElement && NOT_EDITABLE.has(control.type)) return false;
  return control.value !== control.defaultValue;
}

interface Selection {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

/** The caret of a text field; null where the type has none (email, number). */
function selectionOf(control: HTMLInputElement | HTMLTextAreaElement): Selection | null {
  try {
    if (control.selectionStart === null || control.selectionEnd === null) return null;
    return {
      start: control.selectionStart,
      end: control.selectionEnd,
      direction: control.selectionDirection ?? 'none',
    };
  } catch {
    return null;
  }
}

/** The class's own setter of a field, which React's tracker does not see. */
function prototypeSetter(control: FormControl, field: 'value' | 'checked') {
  const prototype = Object.getPrototypeOf(control) as object;
  return Object.getOwnPropertyDescriptor(prototype, field)?.set;
}

/**
 * Hands a hydrated control's current value, which a visitor typed before the app
 * listened, to the app. React 19 leaves what is in a field when it hydrates it and
 * records that value as the one it has seen, so an input event alone would not reach
 * onChange. So the control's own setter (React's, which records) is given the rendered
 * value and the prototype's (which does not) the typed one, and the events follow: React
 * sees a change and its state takes the typed value. All in one task, so no frame ever
 * shows anything but what the visitor typed. Returns what puts the caret back.
 *
 * After the event React puts a controlled field back to its state until it re-renders;
 * where that state belongs to a state machine the app has not started yet (it starts in
 * an effect, and takes the event then), the field would show the old value until then,
 * so the typed one goes back on screen at once.
 */
function handOver(control: FormControl): (() => void) | null {
  if (control instanceof HTMLSelectElement) {
    const picked = [...control.options].map((option) => option.selected);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
    [...control.options].forEach((option, i) => (option.selected = picked[i] ?? false));
    return null;
  }
  if (isChecked(control)) {
    // Set back through React's setter, then clicked: the click sets it as the visitor
    // left it and fires click, input and change as theirs did (React's onChange listens
    // to click).
    const typed = control.checked;
    control.checked = !typed;
    control.click();
    if (control.checked !== typed) prototypeSetter(control, 'checked')?.call(control, typed);
    return null;
  }
  const typed = control.value;
  const selection = selectionOf(control);
  control.value = control.defaultValue;
  prototypeSetter(control, 'value')?.call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (control.value !== typed) prototypeSetter(control, 'value')?.call(control, typed);
  if (!selection) return null;
  return () => {
    if (control.value !== typed) return;
    control.setSelectionRange(selection.start, selection.end, selection.direction);
  };
}

/**
 * Hands what a visitor typed while the app started to the app. The fields keep it on
 * screen throughout (React 19 hydrates a field without resetting it); this runs in the
 * hydration's commit, before any later render could put a field back to its state.
 */
export function handOverEdits(root: HTMLElement): void {
  const controls = root.querySelectorAll<FormControl>('input, textarea, select');
  const carets = [...controls].filter(edited).map(handOver);
  // Once React has rendered the fields with their new state, which it does before this
  // task ends (setting a field's value puts the caret at its end).
  queueMicrotask(() => carets.forEach((caret) => caret?.()));
}

/** What a held click may target: a link, a control, a widget. */
const CLICKABLE = 'a[href], button, [role], label, input, select';

/** What identifies a clickable element to a visitor: what it is, says and leads to. */
function signature(element: Element): string {
  return [
    element.tagName,
    element.getAttribute('href'),
    element.getAttribute('aria-label'),
    element.textContent?.trim(),
  ].join('\u0000');
}

/** Where `element` was drawn: a static page's own (web/lib/static-page.ts), else `root`. */
function drawingOf(root: HTMLElement, element: Element): Element {
  return element.closest(`[${STATIC_PAGE_ATTRIBUTE}]`) ?? root;
}

/** Which of the clickables in its drawing that look the same `element` is (0 = the first). */
function rankOf(root: HTMLElement, element: HTMLElement): number {
  const signed = signature(element);
  return [...drawingOf(root, element).querySelectorAll(CLICKABLE)]
    .filter((candidate) => signature(candidate) === signed)
    .indexOf(element);
}

/**
 * A held click's (or a focused element's) target as the page has it now. React may have
 * put a new element in its place while hydrating (where the server's HTML did not match,
 * it renders that part afresh), or the app's drawing may have taken a static page's
 * place: then the same link or control in `root`, the same in rank among those that look
 * like it, so an element the app adds elsewhere (the top bar's bell) does not count.
 */
function counterpart(root: HTMLElement, held: HTMLElement, rank: number): HTMLElement | null {
  if (held.isConnected) return held;
  const signed = signature(held);
  const now = [...root.querySelectorAll<HTMLElement>(CLICKABLE)].filter(
    (candidate) => signature(candidate) === signed,
  );
  return now[rank] ?? null;
}

/** A submit button (or submit input) and its form. */
type SubmitButton = HTMLButtonElement | HTMLInputElement;

interface HeldSubmit {
  form: HTMLFormElement;
  button: SubmitButton | null;
}

function isSubmitButton(element: unknown): element is SubmitButton {
  return (
    (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
    element.type === 'submit'
  );
}

function submitterOf(target: Element): HeldSubmit | null {
  const button = target.closest('button, input');
  if (!isSubmitButton(button) || !button.form) return null;
  return { form: button.form, button };
}

/** What only the app can answer on a page that starts it on use (see `needsApp`). */
const APP_CONTROL =
  'button, input, select, textarea, label, [contenteditable], [tabindex]:not([tabindex="-1"]), ' +
  '[role="button"], [role="checkbox"], [role="switch"], [role="combobox"], [role="slider"], ' +
  '[role="menuitem"], [role="option"], [role="radio"]';

/** An element whose answer is partly the app's, marked so by its component. */
const NEEDS_APP = '[data-needs-app]';

/**
 * Whether the element an intent event reached needs the app to answer: a control (a
 * button, a field, a widget role) that is neither a link, which navigates by itself, nor
 * a native or DOM-owned widget, which answer before the app runs (`actEarly`), nor part
 * of a form the browser sends itself (`sendsItself`: typing into it and sending it are
 * the browser's own, and the server answers the post as a page). A DOM-owned widget
 * marked `data-needs-app` needs it all the same: a project tab whose panel only the app
 * can fill switches at once, and the app starts to fill it.
 */
export function needsApp(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(NEEDS_APP)) return true;
  if (target.closest(`a[href], summary, ${DOM_OWNED_WIDGET}`)) return false;
  const form = target.closest('form');
  if (form && sendsItself(form)) return false;
  return target.closest(APP_CONTROL) !== null;
}

export interface BootOptions {
  /** Checked once the page has loaded: true means the static content is out of date. */
  isStale?: () => Promise<boolean>;
  /** Start at once (clicks and edits made meanwhile are still held and replayed). */
  startNow?: boolean;
  /**
   * Start only when the visitor reaches for something that needs the app (`needsApp`):
   * for a page whose static HTML is complete for this visitor, so that reading it,
   * scrolling it, opening its disclosures and following its links (each a new prerendered
   * document) never download or run the app.
   */
  onlyOnUse?: boolean;
  /** Settles true when the app must start at once (the static page could not be drawn). */
  startWhen?: Promise<boolean>;
}

/**
 * Calls `boot` (hydration) on the first sign of intent and replays what happened
 * meanwhile: edits are handed to the app (`handOverEdits`), then a held click or submit
 * is made again. `boot` calls `hydrated` in the hydration's commit (a layout effect),
 * before any effect of the app's can render a field again; its promise settling counts
 * as that too.
 */
export function bootOnIntent(
  root: HTMLElement,
  boot: (hydrated: () => void) => Promise<void>,
  {
    isStale = async () => false,
    startNow = false,
    onlyOnUse = false,
    startWhen = Promise.resolve(false),
  }: BootOptions = {},
): void {
  let started = false;
  let done = false;
  let heldClick: { target: HTMLElement; rank: number } | null = null;
  let focused: { target: HTMLElement; rank: number } | null = null;
  let heldSubmit: HeldSubmit | null = null;

  const replay = () => {
    const click = heldClick;
    const submit = heldSubmit;
    heldClick = null;
    heldSubmit = null;
    if (submit) {
      // As the browser would have: the form's submit handler gets the button pressed
      // (or the Enter key's implicit submission). Focus stays where the visitor left it.
      const { form, button } = submit;
      if (!form.isConnected) return;
      if (button?.form === form) form.requestSubmit(button);
      else form.requestSubmit();
      return;
    }
    if (!click) {
      refocus();
      return;
    }
    const target = counterpart(root, click.target, click.rank);
    if (!target) {
      // A link is followed even so: the visitor asked for that page.
      if (click.target instanceof HTMLAnchorElement) window.location.assign(click.target.href);
      return;
    }
    // Focus moved before the app listened: move it again so components see it.
    if (document.activeElement === target) target.blur();
    target.focus();
    target.click();
  };

  // A static page the app's drawing took the place of (web/lib/static-page.ts) took the
  // focus with it: it moves to the same control in the app's.
  const refocus = () => {
    const last = focused;
    focused = null;
    if (!last || last.target.isConnected) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    counterpart(root, last.target, last.rank)?.focus();
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, startOnIntent, true);
    void boot(hydrated).then(hydrated, failed);
  };

  const startOnIntent = (event: Event) => {
    if (!onlyOnUse || needsApp(event.target)) start();
  };

  // The app could not start (a chunk failed to load): the page stays the static one, whose
  // links work without it. A held link click is followed. A held submit goes out as the
  // browser's own where the form is made for that (`sendsItself`: the contact form); the
  // others' is refused by the server, so theirs stays held.
  const failed = () => {
    if (done) return;
    done = true;
    window.removeEventListener('click', holdClick, true);
    window.removeEventListener('keydown', keyDown, true);
    window.removeEventListener('focusin', trackFocus, true);
    const link = heldClick?.target;
    const submit = heldSubmit;
    heldClick = null;
    heldSubmit = null;
    if (link instanceof HTMLAnchorElement) window.location.assign(link.href);
    else if (submit && submit.form.isConnected && sendsItself(submit.form)) {
      if (submit.button?.form === submit.form) submit.form.requestSubmit(submit.button);
      else submit.form.requestSubmit();
    }
  };

  const hydrated = () => {
    if (done) return;
    done = true;
    window.removeEventListener('click', holdClick, true);
    window.removeEventListener('submit', holdSubmit, true);
    window.removeEventListener('keydown', keyDown, true);
    window.removeEventListener('focusin', trackFocus, true);
    handOverEdits(root);
    // After a frame, so every component has finished starting up (effects, state
    // machines) and has taken the edits.
    if (heldClick || heldSubmit || focused) requestAnimationFrame(() => setTimeout(replay, 0));
  };

  // Before the app starts, links navigate without JavaScript; any other click waits for
  // it. Once it is starting, a link click waits too: React may take a click on a part it
  // has not hydrated yet, and the router's handler then drops the navigation it prevented.
  const holdClick = (event: MouseEvent) => {
    if (done || !(event.target instanceof Element)) return;
    // Native disclosures (details) open by themselves; DOM-owned widgets answer at once,
    // and React, which may be part-way through hydrating, must not act on them a second time.
    if (event.target.closest('summary')) return;
    if (actEarly(event.target)) {
      event.stopPropagation();
      return;
    }
    if (!started && event.target.closest('a[href]')) return;
    // On a page that starts on use, a click on its text (selecting it, say) is the page's.
    if (onlyOnUse && !started && !needsApp(event.target)) return;
    // A link that leaves for another page at once (the signed-in top bar's Dashboard): the
    // browser navigates while the app is still starting, so the click is answered at once.
    if (event.target.closest('a[href][data-navigate-natively]')) {
      event.stopPropagation();
      return;
    }
    // A submit button (also what the Enter key in a field clicks): held as a submit.
    const submitter = submitterOf(event.target);
    const clickable = event.target.closest(CLICKABLE);
    const target = clickable instanceof HTMLElement ? clickable : null;
    if (!submitter && !target) return;
    event.preventDefault();
    event.stopPropagation();
    if (submitter) heldSubmit = submitter;
    else if (target) {
      heldClick = { target, rank: rankOf(root, target) };
    }
    start();
  };

  // A form submitted before the app owns it (the Enter key in a form without a submit
  // button, a script) is sent by the app once it runs, never by the browser: the app's
  // handler is what sends it (a sign-in form must not reload the page with its fields).
  // Except a form that sends itself while the app has not been asked for (a page that
  // starts it on use, where that form never starts it): the browser posts it, at once.
  const holdSubmit = (event: SubmitEvent) => {
    if (done || !(event.target instanceof HTMLFormElement)) return;
    if (!started && sendsItself(event.target)) {
      acknowledgeNativeSubmit(event);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    const button = isSubmitButton(event.submitter) ? event.submitter : null;
    heldSubmit = { form: event.target, button };
    start();
  };

  // Arrow keys on a DOM-owned tablist move between its tabs before the app runs too.
  const keyDown = (event: KeyboardEvent) => {
    if (done) return;
    if (event.target instanceof Element && event.target.closest('[data-dom-tab]')) {
      if (tabKeyDown(event)) event.stopPropagation();
    }
  };

  const trackFocus = (event: FocusEvent) => {
    if (done || !(event.target instanceof HTMLElement)) return;
    const target = event.target.closest(CLICKABLE);
    focused = target instanceof HTMLElement ? { target, rank: rankOf(root, target) } : null;
  };

  window.addEventListener('click', holdClick, true);
  window.addEventListener('submit', holdSubmit, true);
  window.addEventListener('focusin', trackFocus, true);
  window.addEventListener('keydown', keyDown, true);
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, startOnIntent, { capture: true, passive: true });
  }
  // Content that changed since the page was prerendered must not wait for a visitor's
  // move: start the app, whose screens then fetch and show the current data.
  const checkFreshness = () => {
    void isStale().then((stale) => {
      if (stale) start();
    });
  };
  void startWhen.then((now) => {
    if (now) start();
  });
  if (startNow) start();
  else if (document.readyState === 'complete') checkFreshness();
  else window.addEventListener('load', checkFreshness, { once: true });
}
