import type { ProjectUpdate } from '../../../../shared/api';
import { formatDate } from '../../../../shared/format';
import {
  UPDATE_METRIC_KEYS,
  type UpdateMetricKey,
} from '../../../../shared/reporting/update-metrics';

/** Each chart's height: its placeholder (updates-tab.tsx) keeps the same room. */
export const METRIC_CHART_HEIGHT = 220;

/** One point of a metric's line: its value, labelled by the update's date. */
export interface MetricPoint {
  label: string;
  value: number;
}

/**
 * Each metric's values in posting order, labelled by date (a second one the same day
 * numbered); only the metrics reported at least twice. Apart from the charts' code: the
 * Updates tab reads it to know whether there are charts to load and how much room they take.
 */
export function metricSeries(
  updates: readonly ProjectUpdate[],
): { key: UpdateMetricKey; points: MetricPoint[] }[] {
  const oldestFirst = [...updates].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return UPDATE_METRIC_KEYS.map((key) => {
    const seen = new Map<string, number>();
    const points = oldestFirst.flatMap((update) => {
      const value = update.metrics?.[key];
      if (value === undefined) return [];
      const day = formatDate(update.date);
      const count = (seen.get(day) ?? 0) + 1;
      seen.set(day, count);
      return [{ label: count === 1 ? day : `${day} (${count})`, value }];
    });
    return { key, points };
  }).filter((series) => series.points.length >= 2);
}
