/**
 * Boots a prerendered page's app when the visitor reaches for it rather than during
 * load: the static HTML is complete and readable, and its links work without JavaScript
 * (every public page is prerendered), so React only has to start before the first thing
 * that needs it. Hovering, touching, focusing, scrolling or pressing a key starts it;
 * a click or an edit made before it finishes is replayed afterwards (a link click only
 * once it has started: before that, the link simply navigates). Widgets that need no
 * React are not held: details/summary, and those of web/lib/dom-widgets.ts (the mobile
 * menu, the project tabs), which answer the first click at once.
 */

import { actEarly, tabKeyDown } from './dom-widgets';

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

interface PendingEdit {
  control: FormControl;
  value: string;
  checked: boolean;
}

/** supabase-js keeps the session under `sb-<host>-auth-token` (docs/auth.md#client-behaviour). */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith('sb-') && key.endsWith('-auth-token')) return true;
    }
  } catch {
    // storage unavailable: treat as signed out
  }
  return false;
}

function isChecked(control: FormControl): control is HTMLInputElement {
  return (
    control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
  );
}

/** Edits made before hydration, each control put back to its server-rendered state. */
function takeEdits(root: HTMLElement): PendingEdit[] {
  const edits: PendingEdit[] = [];
  for (const control of root.querySelectorAll<FormControl>('input, textarea, select')) {
    if (isChecked(control)) {
      if (control.checked === control.defaultChecked) continue;
      edits.push({ control, value: control.value, checked: control.checked });
      control.checked = control.defaultChecked;
    } else if (control instanceof HTMLSelectElement) {
      const initial = [...control.options].findIndex((o) => o.defaultSelected);
      if (control.selectedIndex === Math.max(initial, 0)) continue;
      edits.push({ control, value: control.value, checked: false });
      control.selectedIndex = Math.max(initial, 0);
    } else {
      if (control.value === control.defaultValue) continue;
      edits.push({ control, value: control.value, checked: false });
      control.value = control.defaultValue;
    }
  }
  return edits;
}

/** Re-applies an edit so React sees it (the prototype setter bypasses React's tracker). */
function replayEdit({ control, value, checked }: PendingEdit): void {
  if (!control.isConnected) return;
  if (isChecked(control)) {
    if (control.checked !== checked) control.click();
    return;
  }
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Keeps what a visitor types while the app starts. Before hydrating, edits already made
 * are set aside so the DOM matches the server HTML; during hydration, edits are recorded
 * (React resets controlled fields to their state when it commits); after the first
 * commit, both are re-applied in order so the app sees every keystroke.
 */
export function preserveEdits(root: HTMLElement): {
  beforeHydrate: () => void;
  afterHydrate: () => void;
} {
  let early: PendingEdit[] = [];
  const late = new Map<FormControl, PendingEdit>();
  const record = (event: Event) => {
    const control = event.target;
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      late.delete(control);
      late.set(control, {
        control,
        value: control.value,
        checked: isChecked(control) && control.checked,
      });
    }
  };
  return {
    beforeHydrate: () => {
      early = takeEdits(root);
      root.addEventListener('input', record, true);
      root.addEventListener('change', record, true);
    },
    afterHydrate: () => {
      root.removeEventListener('input', record, true);
      root.removeEventListener('change', record, true);
      [...early, ...late.values()].forEach(replayEdit);
      early = [];
      late.clear();
    },
  };
}

/**
 * Calls `boot` (hydration) on the first sign of intent and replays what happened
 * meanwhile. `boot` calls `beforeHydrate` right before hydrating: edits made up to that
 * moment are set aside (so the DOM matches the server HTML) and re-applied afterwards.
 */
export function bootOnIntent(
  root: HTMLElement,
  boot: (beforeHydrate: () => void) => Promise<void>,
  /** Checked once the page has loaded: true means the static content is out of date. */
  isStale: () => Promise<boolean> = async () => false,
  /** Start at once (clicks and edits made meanwhile are still held and replayed). */
  startNow = false,
): void {
  let started = false;
  let done = false;
  let heldClick: HTMLElement | null = null;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    const edits = preserveEdits(root);
    void boot(edits.beforeHydrate).then(() => {
      done = true;
      window.removeEventListener('click', holdClick, true);
      window.removeEventListener('keydown', keyDown, true);
      edits.afterHydrate();
      const click = heldClick;
      heldClick = null;
      // After a frame, so every component has finished starting up (effects, state machines).
      // Focus moved before the app listened: move it again so components see it.
      if (click) {
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (!click.isConnected) return;
            if (document.activeElement === click) click.blur();
            click.focus();
            click.click();
          }, 0),
        );
      }
    });
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
    // A link that leaves for another page at once (the signed-in top bar's Dashboard): the
    // browser navigates while the app is still starting, so the click is answered at once.
    if (event.target.closest('a[href][data-navigate-natively]')) {
      event.stopPropagation();
      return;
    }
    const target = event.target.closest<HTMLElement>(
      'a[href], button, [role], label, input, select',
    );
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = target;
    start();
  };

  // Arrow keys on a DOM-owned tablist move between its tabs before the app runs too.
  const keyDown = (event: KeyboardEvent) => {
    if (done) return;
    if (event.target instanceof Element && event.target.closest('[data-dom-tab]')) {
      if (tabKeyDown(event)) event.stopPropagation();
    }
  };

  window.addEventListener('click', holdClick, true);
  window.addEventListener('keydown', keyDown, true);
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }
  // Content that changed since the page was prerendered must not wait for a visitor's
  // move: start the app, whose screens then fetch and show the current data.
  const checkFreshness = () => {
    void isStale().then((stale) => {
      if (stale) start();
    });
  };
  if (startNow) start();
  else if (document.readyState === 'complete') checkFreshness();
  else window.addEventListener('load', checkFreshness, { once: true });
}
