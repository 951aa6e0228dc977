import { Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { HYDRATION_PART_ATTRIBUTE, adoptTypedValues } from '../lib/typed-before-hydration';

/**
 * The page inside its layout, as a part React hydrates on its own (docs/architecture.md#
 * one-start-path). The server rendered it complete, so in the browser React first
 * hydrates the frame around it (top bar, sidebar) in one go, then this part at the lowest
 * priority, in slices of a few milliseconds between which the browser paints and answers
 * input: a long page no longer holds the main thread in one long task. A click or a
 * keystroke inside the part before it has hydrated makes React hydrate it at once and
 * then handle the event (selective hydration).
 *
 * The fallback is never shown on the first load (the server's markup is there); on a
 * later navigation a page that suspends keeps the previous one on screen (the router's
 * navigations are transitions).
 */
export function PageHydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydrationPart>{children}</HydrationPart>
    </Suspense>
  );
}

/**
 * The part's element (no box of its own: `display: contents`). When the part hydrates it
 * hands React what was typed into its fields before (web/lib/typed-before-hydration.ts):
 * only then does React track those fields, so the app's own adoption at the root skips them.
 */
function HydrationPart({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) adoptTypedValues(ref.current);
  }, []);
  return (
    <div ref={ref} {...{ [HYDRATION_PART_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
