import {
  startTransition,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import type { ApiState } from '../../lib/api-query';
import { pageDrawn } from '../../lib/page-drawn';
import { DashboardLoadError } from './dashboard-load-error';
import { DashboardSkeleton } from './dashboard-skeleton';

interface DashboardDataViewProps<T> {
  state: ApiState<T> & { retry: () => void };
  /** How many stat cards the skeleton should sketch. */
  statCards: number;
  children: (data: T) => ReactNode;
}

/** Skeleton while loading, a clear error with a way forward, else the dashboard. */
export function DashboardDataView<T>({
  state: current,
  statCards,
  children,
}: DashboardDataViewProps<T>) {
  // The data arrives through the query cache (an external store, rendered in one blocking
  // task), or is there at once (the early request): either way the skeleton is what this
  // first commits, and the dashboard follows in a transition of its own, rendered in
  // slices and committed apart from the shell around it; later answers render deferred.
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  const deferred = useDeferredValue(current);
  const state: ApiState<T> = started ? deferred : LOADING;
  // The commit that shows the dashboard (or its error) is the one the dashboard's first
  // frames wait for, when the app started behind them (web/lib/page-drawn.ts).
  const drawn = state.status !== 'loading';
  useLayoutEffect(() => {
    if (drawn) pageDrawn();
  }, [drawn]);
  if (state.status === 'loading') return <DashboardSkeleton statCards={statCards} />;
  if (state.status === 'error')
    return <DashboardLoadError error={state.error} onRetry={current.retry} />;
  return <>{children(state.data)}</>;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;
