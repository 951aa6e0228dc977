import { useDeferredValue } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Whether a screen a navigation opened may draw its body yet: false in its first commit,
 * true in the render React starts right after by itself (`useDeferredValue`'s initial
 * value), which input can interrupt. A click on a link then paints the next screen's frame
 * (its title, a placeholder where the body goes) after one light render, instead of after
 * the whole body's (docs/architecture.md#what-a-click-costs). A page the worker rendered
 * hydrates whole, as its HTML has it: there the body is drawn from the start.
 */
export function useScreenBody(): boolean {
  const live = useHydrated();
  return useDeferredValue(true, !live);
}
