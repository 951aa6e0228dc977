import { Field, Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import {
  UPDATE_METRIC_DEFINITIONS,
  UPDATE_METRIC_KEYS,
  type UpdateMetricKey,
} from '../../../../shared/reporting/update-metrics';
import type { MetricInputs } from './update-metrics-input';

const UNIT: Record<UpdateMetricKey, { suffix: string; inputMode: 'decimal' | 'numeric' }> = {
  mrrCents: { suffix: '($ / month)', inputMode: 'decimal' },
  customers: { suffix: '', inputMode: 'numeric' },
  churnBasisPoints: { suffix: '(% / month)', inputMode: 'decimal' },
  burnCents: { suffix: '($ / month)', inputMode: 'decimal' },
  runwayMonths: { suffix: '(months)', inputMode: 'numeric' },
};

/** The optional metrics of an update, each with its definition under it. */
export function UpdateMetricFields({
  values,
  onChange,
}: {
  values: MetricInputs;
  onChange: (key: UpdateMetricKey, value: string) => void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Metrics (optional)</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {UPDATE_METRIC_KEYS.map((key) => (
          <Field.Root key={key}>
            <Field.Label>
              {UPDATE_METRIC_DEFINITIONS[key].label} {UNIT[key].suffix}
            </Field.Label>
            <Input
              name={key}
              inputMode={UNIT[key].inputMode}
              autoComplete="off"
              value={values[key]}
              onChange={(event) => onChange(key, event.target.value)}
            />
            <Field.HelperText>{UPDATE_METRIC_DEFINITIONS[key].definition}</Field.HelperText>
          </Field.Root>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
