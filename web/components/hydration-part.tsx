import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { adoptTypedValues } from '../lib/typed-before-hydration';
import { HYDRATION_PART_ATTRIBUTE, markPartHydrated } from '../lib/page-hydration';

/**
 * The part's own element: `display: contents`, so the part's children lay out as the
 * parent's (a grid's cells, a stack's items), and the same on the server and in the browser.
 */
const PART_STYLE = { display: 'contents' } as const;

function PartElement({ hydrated, children }: { hydrated: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // In the commit that hydrates the part, before any re-render gives a controlled field
  // its rendered value again: what was typed into the part before then becomes the app's.
  useLayoutEffect(() => {
    if (ref.current) adoptTypedValues(ref.current);
    hydrated();
  }, [hydrated]);
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
 * replays the event to it. For a panel, a chart's card, a list, a page's section, the footer.
 *
 * Until the part has hydrated, a re-render of its parent leaves it as it is: React would
 * otherwise see new props on a dehydrated boundary and hydrate it at once, at that update's
 * priority, in one task again (react-dom's updateDehydratedSuspenseComponent); a parent's
 * re-render right after hydration (a query's or the session's first answer) would undo the
 * slicing. So the boundary's element is the first render's, the same object, until its
 * content has committed; then the part renders with its latest children.
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => setHydrated(true), []);
  const part = () => (
    <Suspense fallback={null}>
      <PartElement hydrated={markHydrated}>{children}</PartElement>
    </Suspense>
  );
  const [firstRender] = useState(part);
  return hydrated ? part() : firstRender;
}
