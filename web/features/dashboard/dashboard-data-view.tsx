import type { ReactNode } from 'react';
import type { ApiState } from '../../lib/api-query';
import { DashboardLoadError } from './dashboard-load-error';
import { DashboardSkeleton } from './dashboard-skeleton';

interface DashboardDataViewProps<T> {
  state: ApiState<T> & { retry: () => void };
  /** How many stat cards the skeleton should sketch. */
  statCards: number;
  children: (data: T) => ReactNode;
}

/** Skeleton while loading, a clear error with a way forward, else the dashboard. */
export function DashboardDataView<T>({ state, statCards, children }: DashboardDataViewProps<T>) {
  if (state.status === 'loading') return <DashboardSkeleton statCards={statCards} />;
  if (state.status === 'error')
    return <DashboardLoadError error={state.error} onRetry={state.retry} />;
  return <>{children(state.data)}</>;
}
