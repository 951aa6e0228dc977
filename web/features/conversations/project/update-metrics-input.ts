import { MoneyError, parseDollarsToCents } from '../../../../shared/money/cents';
import {
  UPDATE_METRIC_DEFINITIONS,
  type UpdateMetricKey,
  type UpdateMetrics,
} from '../../../../shared/reporting/update-metrics';
import { ApiError } from '../../../lib/api-client';

/** What the founder types per metric (empty = not reported). */
export type MetricInputs = Record<UpdateMetricKey, string>;

export const EMPTY_METRIC_INPUTS: MetricInputs = {
  mrrCents: '',
  customers: '',
  churnBasisPoints: '',
  burnCents: '',
  runwayMonths: '',
};

const refused = (key: UpdateMetricKey, what: string) =>
  new ApiError(422, 'validation_failed', `${UPDATE_METRIC_DEFINITIONS[key].label}: ${what}`);

function wholeNumber(key: UpdateMetricKey, text: string): number {
  const plain = text.replaceAll(',', '');
  if (!/^\d+$/.test(plain)) throw refused(key, 'enter a whole number, like 42.');
  return Number(plain);
}

/**
 * The typed metrics as the API takes them (whole cents, basis points, months), or
 * undefined when none was typed. Throws an ApiError whose sentence names the field.
 */
export function metricsOfInputs(inputs: MetricInputs): UpdateMetrics | undefined {
  const metrics: UpdateMetrics = {};
  for (const [key, raw] of Object.entries(inputs) as [UpdateMetricKey, string][]) {
    const text = raw.trim();
    if (text === '') continue;
    if (key === 'mrrCents' || key === 'burnCents') {
      try {
        metrics[key] = parseDollarsToCents(text);
      } catch (caught) {
        throw refused(key, caught instanceof MoneyError ? caught.message : 'enter dollars.');
      }
    } else if (key === 'churnBasisPoints') {
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) {
        throw refused(key, 'enter a percent with at most two decimals, like 2.5.');
      }
      metrics[key] = Math.round(Number(text) * 100);
    } else {
      metrics[key] = wholeNumber(key, text);
    }
  }
  return Object.keys(metrics).length > 0 ? metrics : undefined;
}
