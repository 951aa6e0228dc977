import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or hydrates prerendered HTML, true once the
 * page is live (and always true for a page rendered in the browser from scratch).
 * Forms use it to stay disabled until their handlers are attached, so nothing typed
 * or clicked in the prerendered HTML can be lost while the app starts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
