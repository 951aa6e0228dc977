// The app's toaster: what screens call to say something (toaster.create / .success). Zag's
// toast store and its machines come with the view (web/components/ui/toaster-view.tsx),
// loaded with the first toast: a page that never says anything never downloads them. A
// toast said before they have arrived waits here and is handed to the store once it has.
import type { CreateToasterReturn } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../../shared/constants';

type ToastStore = CreateToasterReturn;
type ToastOptions = Parameters<ToastStore['create']>[0];

/** The store's settings: 4000 ms by default, at most 3 visible (docs/product.md#notifications). */
export const TOASTER_SETTINGS = {
  placement: 'top-end',
  pauseOnPageIdle: true,
  duration: TOAST_DURATION_MS,
  max: TOAST_MAX_VISIBLE,
} as const;

let store: ToastStore | null = null;
/** Toasts said before the store arrived, in order. */
let waiting: ToastOptions[] = [];
const listeners = new Set<() => void>();
let nextId = 0;

/**
 * The store, once the view's module has made it: the waiting toasts go to it in the order
 * they were said. Returns the app's one store (the first adopted, should the view's module
 * be evaluated again).
 */
export function adoptToastStore(created: ToastStore): ToastStore {
  if (store) return store;
  store = created;
  for (const toast of waiting) created.create(toast);
  waiting = [];
  return created;
}

export const toaster = {
  /** Says `toast` (replacing the one with its id, if any); returns its id. */
  create(toast: ToastOptions): string {
    const id = toast.id ?? `toast:said-${++nextId}`;
    const withId = { ...toast, id };
    if (store) store.create(withId);
    else waiting = [...waiting.filter((said) => said.id !== id), withId];
    for (const listener of listeners) listener();
    return id;
  },
  success(toast: ToastOptions): string {
    return toaster.create({ ...toast, type: 'success' });
  },
  /** Removes the toast with `id`, or every toast. */
  remove(id?: string): void {
    if (store) store.remove(id);
    waiting = id === undefined ? [] : waiting.filter((said) => said.id !== id);
  },
  /** The toasts to show: the store's, or those waiting for it. */
  getVisibleToasts(): readonly Partial<ToastOptions>[] {
    return store ? store.getVisibleToasts() : waiting;
  },
  /** Calls `listener` whenever a toast is said; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
