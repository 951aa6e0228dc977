import { HYDRATED_ATTRIBUTE } from '../../shared/document-render';

/**
 * On the element of each part of the page React hydrates on its own
 * (web/components/hydration-part.tsx), in the server's markup and the browser's alike.
 */
export const HYDRATION_PART_ATTRIBUTE = 'data-hydration-part';

/** The part a field belongs to (its nearest part element), or null for the shell. */
export function partOf(element: Element): Element | null {
  return element.closest(`[${HYDRATION_PART_ATTRIBUTE}]`);
}

const hydratedParts = new WeakSet<Element>();
let shellHydrated = false;

/**
 * Says on <html> (HYDRATED_ATTRIBUTE) that the whole page is the app's: the shell and every
 * part the server rendered have hydrated and run their effects. Parts drawn later by the
 * browser add themselves too, after the fact.
 */
function sayIfPageHydrated(): void {
  if (!shellHydrated) return;
  for (const part of document.querySelectorAll(`[${HYDRATION_PART_ATTRIBUTE}]`)) {
    if (!hydratedParts.has(part)) return;
  }
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/** The shell (everything outside the parts) has hydrated and run its effects. */
export function markShellHydrated(): void {
  shellHydrated = true;
  sayIfPageHydrated();
}

/** A part has hydrated (or was drawn by the browser) and run its effects. */
export function markPartHydrated(part: Element): void {
  hydratedParts.add(part);
  sayIfPageHydrated();
}
