import { useEffect, useState } from 'react';
import {
  ScrollRestoration,
  useLocation,
  useNavigation,
  useNavigationType,
  type Location,
} from 'react-router';

/** Where the saved scroll positions live (sessionStorage), ours so we know the place. */
const STORAGE_KEY = 'launchfund-scroll-positions';

/** A history entry's key: each entry keeps its own position. */
const entryKey = (location: Location) => location.key;

/** True until the app's first public page has mounted. */
let firstMount = true;

/** Records `y` as the saved position of the history entry `key`. */
function savePosition(key: string, y: number) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    saved[key] = y;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // No sessionStorage (a private mode, a sandbox): ScrollRestoration has none either.
  }
}

/**
 * react-router's ScrollRestoration (the top on a new page, the old position on Back),
 * except on the page the browser loaded: there it starts only once the visitor leaves it.
 * A server-rendered page is readable and scrollable before the app hydrates it, and
 * ScrollRestoration scrolls to the top as it mounts and back to a saved position only in
 * a later render: the page jumped from under the visitor as the app started, and a click
 * made meanwhile landed on whatever came under the pointer. The loaded page's position is
 * saved as the visitor leaves it, so Back still returns there.
 */
export function PageScrollRestoration() {
  const location = useLocation();
  const navigation = useNavigation();
  // The page the browser loaded (POP), not one the app went to from a dashboard (PUSH).
  const loadedByBrowser = useNavigationType() === 'POP';
  const [startKey] = useState(() => {
    const deferred = firstMount && loadedByBrowser ? location.key : null;
    firstMount = false;
    return deferred;
  });
  const [active, setActive] = useState(startKey === null);
  if (!active && location.key !== startKey) setActive(true);

  const leaving = navigation.state !== 'idle';
  useEffect(() => {
    if (!active && leaving && startKey !== null) savePosition(startKey, window.scrollY);
  }, [active, leaving, startKey]);

  return active ? <ScrollRestoration storageKey={STORAGE_KEY} getKey={entryKey} /> : null;
}
