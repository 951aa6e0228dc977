import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { adoptTypedValues } from '../lib/typed-before-hydration';
import { HYDRATION_PART_ATTRIBUTE, markPartHydrated } from '../lib/page-hydration';

/**
 * The part's own element: `display: contents`, so the part's children lay out as the
 * parent's (a grid's cells, a stack's items), and the same on the server and in the browser.
 */
const PART_STYLE = { display: 'contents' } as const;

function PartElement({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // In the commit that hydrates the part, before any re-render gives a controlled field
  // its rendered value again: what was typed into the part before then becomes the app's.
  useLayoutEffect(() => {
    if (ref.current) adoptTypedValues(ref.current);
  }, []);
  useEffect(() => {
    if (ref.current) markPartHydrated(ref.current);
  }, []);
  return (
    <div ref={ref} style={PART_STYLE} {...{ [HYDRATION_PART_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}

/**
 * A part of the page React hydrates on its own (docs/architecture.md#one-start-path): a
 * Suspense boundary, which the server renders in full (nothing suspends there) between
 * React's boundary markers. `hydrateRoot` hydrates the shell around it in its first task and
 * leaves the part dehydrated; React then hydrates it later at its offscreen priority, in
 * slices of about 5 ms, so no one long task holds the page. A click or key press inside a
 * part not hydrated yet makes React hydrate that part first, synchronously and alone, then
 * replays the event to it. For a panel, a chart's card, a list, a page's section, the
 * footer; not around a part whose parent re-renders at once after hydration (new props
 * make React hydrate the part at that update's priority, in one task again).
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PartElement>{children}</PartElement>
    </Suspense>
  );
}
