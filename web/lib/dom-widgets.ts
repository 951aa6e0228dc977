/**
 * Widgets whose state lives in the DOM rather than in React: a prerendered page answers
 * their first click before the app has started (web/lib/deferred-boot.ts calls
 * `actEarly`), and the app calls the same functions afterwards, so there is one state and
 * hydration finds nothing to undo. React renders their initial attributes only and never
 * changes them, so a re-render leaves what a visitor opened as it is.
 */

/**
 * A disclosure button (`data-disclosure`, `aria-controls`): shows or hides its target
 * with the `hidden` attribute and keeps `aria-expanded` and its label (`data-label-open`
 * while closed, `data-label-close` while open) in step.
 */
export function setDisclosure(button: HTMLElement, open: boolean): void {
  const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!target) return;
  target.hidden = !open;
  button.setAttribute('aria-expanded', String(open));
  const label = button.getAttribute(open ? 'data-label-close' : 'data-label-open');
  if (label) button.setAttribute('aria-label', label);
}

export function toggleDisclosure(button: HTMLElement): void {
  setDisclosure(button, button.getAttribute('aria-expanded') !== 'true');
}

/**
 * Selects a tab of a tablist (the ARIA tabs pattern): the tab becomes selected and
 * focusable, its panel (`aria-controls`) shows, the others hide. Dispatches
 * `tabselect` on the tablist with the tab's `data-value`, so lazily drawn panels can
 * mount.
 */
export function selectTab(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    if (selected) other.setAttribute('data-selected', '');
    else other.removeAttribute('data-selected');
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  list.dispatchEvent(
    new CustomEvent('tabselect', { detail: tab.getAttribute('data-value'), bubbles: false }),
  );
}

/** Arrow keys, Home and End move between tabs and select the one they reach. */
export function tabKeyDown(event: KeyboardEvent): boolean {
  const tab = event.target instanceof HTMLElement ? event.target.closest('[role="tab"]') : null;
  const list = tab?.closest('[role="tablist"]');
  if (!(tab instanceof HTMLElement) || !list) return false;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(tab);
  const next =
    event.key === 'ArrowRight'
      ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft'
        ? tabs[(index - 1 + tabs.length) % tabs.length]
        : event.key === 'Home'
          ? tabs[0]
          : event.key === 'End'
            ? tabs.at(-1)
            : undefined;
  if (!next) return false;
  event.preventDefault();
  selectTab(next);
  next.focus();
  return true;
}

/** The tab `data-value` currently selected in a tablist, read from the DOM. */
export function selectedTab(list: Element | null): string | null {
  return (
    list?.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-value') ?? null
  );
}

const DISCLOSURE = '[data-disclosure][aria-controls]';
const DOM_TAB = '[role="tab"][data-dom-tab]';
/** Every widget this module owns: what answers a visitor without the app. */
export const DOM_OWNED_WIDGET = `${DISCLOSURE}, ${DOM_TAB}`;

/** Handles a click on a DOM-owned widget; true when it did. */
export function actEarly(target: Element): boolean {
  const disclosure = target.closest<HTMLElement>(DISCLOSURE);
  if (disclosure) {
    toggleDisclosure(disclosure);
    return true;
  }
  const tab = target.closest<HTMLElement>(DOM_TAB);
  if (tab) {
    selectTab(tab);
    return true;
  }
  return false;
}

/** The parts of a Chakra (Ark) radio item that draw its checked state. */
const RADIO_ITEM_PARTS = '[data-part="item"], [data-part="item-control"], [data-part="item-text"]';

/**
 * Draws the choice of a Chakra radio group's native radio before the app runs: in a form
 * the browser sends itself (the Sign up page's role), a click on an item checks its
 * visually hidden `<input type="radio">`, which is what the form sends, but the item,
 * its control and its text show the checked state by their `data-state` (and the control
 * by `data-checked`), which only the app's radio group sets. This sets them as it would,
 * for every item of the group, from the inputs' `checked`, and marks the control of a
 * radio focused from the keyboard (`data-focus-visible`) so its focus ring shows. Once the
 * app runs, its radio group owns the attributes, with the same values.
 */
export function drawNativeRadio(input: Element | null): void {
  if (!(input instanceof HTMLInputElement) || input.type !== 'radio') return;
  const group = input.closest('[data-scope="radio-group"][data-part="root"]');
  if (!group) return;
  for (const item of group.querySelectorAll('[data-scope="radio-group"][data-part="item"]')) {
    const radio = item.querySelector<HTMLInputElement>('input[type="radio"]');
    if (!radio) continue;
    const state = radio.checked ? 'checked' : 'unchecked';
    for (const part of [item, ...item.querySelectorAll(RADIO_ITEM_PARTS)]) {
      part.setAttribute('data-state', state);
    }
    const control = item.querySelector('[data-part="item-control"]');
    control?.toggleAttribute('data-checked', radio.checked);
    control?.toggleAttribute(
      'data-focus-visible',
      radio === document.activeElement && radio.matches(':focus-visible'),
    );
  }
}

/**
 * Keeps the radio groups of `root` drawn as their native radios stand (`drawNativeRadio`)
 * until the app runs: a choice, and a focus moving in or out. Returns what stops it.
 */
export function drawNativeRadios(root: HTMLElement): () => void {
  const draw = (event: Event) => drawNativeRadio(event.target as Element | null);
  const events = ['change', 'focusin', 'focusout'] as const;
  for (const type of events) root.addEventListener(type, draw);
  return () => {
    for (const type of events) root.removeEventListener(type, draw);
  };
}
