/**
 * A form's state machine, loaded when the visitor shows they mean to use the form (focus
 * or a pointer in it, an edit, a submit) instead of with the page
 * (docs/architecture.md#what-a-public-page-loads). Until it has arrived the form runs on
 * `preview`, which applies each event to the view as the machine would, so typing shows at
 * once and a submit shows its answer; the events are kept and handed to the machine, in
 * order, when it starts, so it ends where the preview showed. After that the view is the
 * machine's.
 */
import { useState, useSyncExternalStore } from 'react';

/** A started machine as the form reads it: its events in, its view out. */
export interface RunningForm<TEvent, TView> {
  send: (event: TEvent) => void;
  getView: () => TView;
  subscribe: (listener: () => void) => () => void;
}

export interface DeferredFormOptions<TEvent, TView> {
  /** Loads the machine's module and starts it. */
  start: () => Promise<RunningForm<TEvent, TView>>;
  /** The view before any event: what the server rendered. */
  initial: TView;
  /** What `event` makes of the view, as the machine decides it. */
  preview: (view: TView, event: TEvent) => TView;
  /** The view when the machine could not be loaded (the events so far are kept). */
  failed: (view: TView) => TView;
}

export interface DeferredForm<TEvent, TView> {
  send: (event: TEvent) => void;
  /** Starts loading the machine (idempotent): call on the form's focus and pointer down. */
  warm: () => void;
  getView: () => TView;
  subscribe: (listener: () => void) => () => void;
}

/** A started machine's view for React: `viewOf` once per snapshot, so it is stable between. */
export function runningForm<TEvent, TSnapshot, TView>(
  actor: {
    send: (event: TEvent) => void;
    getSnapshot: () => TSnapshot;
    subscribe: (observer: (snapshot: TSnapshot) => void) => { unsubscribe: () => void };
  },
  viewOf: (snapshot: TSnapshot) => TView,
): RunningForm<TEvent, TView> {
  let snapshot = actor.getSnapshot();
  let view = viewOf(snapshot);
  return {
    send: (event) => actor.send(event),
    getView: () => {
      const current = actor.getSnapshot();
      if (current !== snapshot) {
        snapshot = current;
        view = viewOf(current);
      }
      return view;
    },
    subscribe: (listener) => {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
  };
}

export function deferredForm<TEvent, TView>({
  start,
  initial,
  preview,
  failed,
}: DeferredFormOptions<TEvent, TView>): DeferredForm<TEvent, TView> {
  let view = initial;
  let running: RunningForm<TEvent, TView> | null = null;
  let loading: Promise<void> | null = null;
  const pending: TEvent[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const warm = () => {
    loading ??= start().then(
      (started) => {
        running = started;
        // The machine takes over from the preview: what was sent so far, in order.
        for (const event of pending.splice(0)) started.send(event);
        started.subscribe(notify);
        notify();
      },
      (error: unknown) => {
        console.error('[form] The form could not be loaded:', error);
        // The next intent tries again.
        loading = null;
        view = failed(view);
        notify();
      },
    );
  };

  return {
    warm,
    send: (event) => {
      if (running) {
        running.send(event);
        return;
      }
      pending.push(event);
      view = preview(view, event);
      notify();
      warm();
    },
    getView: () => (running ? running.getView() : view),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The form's view, its `send` and `warm` (for the form's onFocus and onPointerDown). */
export function useDeferredForm<TEvent, TView>(
  create: () => DeferredForm<TEvent, TView>,
): [TView, (event: TEvent) => void, () => void] {
  const [form] = useState(create);
  const view = useSyncExternalStore(form.subscribe, form.getView, form.getView);
  return [view, form.send, form.warm];
}
