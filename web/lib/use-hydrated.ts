import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or hydrates the server's HTML, true once the
 * page is live (and always true for a page rendered in the browser from scratch). Forms
 * use it to leave checking to the browser (and sending to a plain post) until the app's
 * own handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
