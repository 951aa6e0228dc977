import { useState } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PublicOutsideSafe } from '../../../shared/conversion/api';
import type { OfferingView } from '../../../shared/investing/api';
import { formatMoney } from '../../../shared/format';
import { SAFE_VARIANT_LABELS } from '../../../shared/offering/safe-terms';
import { formatCents } from '../../../shared/money/cents';
import { SimulatorField } from './simulator-field';
import { stackSentence } from './stack-simulation';
import {
  describeOutcome,
  formatStake,
  initialValues,
  runSimulation,
  termsOf,
  type SimulatorField as FieldName,
  type SimulatorValues,
} from './simulator-inputs';

function termsLine(offering: OfferingView): string {
  const parts = [SAFE_VARIANT_LABELS[offering.variant]];
  if (offering.valuationCapDollars !== null) {
    parts.push(`post-money cap ${formatMoney(offering.valuationCapDollars)}`);
  }
  if (offering.discountPercent !== null) parts.push(`${offering.discountPercent} % discount`);
  return parts.join(' · ');
}

/**
 * What an investment in this offering could be worth: the share at signing and after a
 * priced round the visitor describes. Recomputed as they type; the answer is in a polite
 * live region, so a screen reader hears it without losing its place.
 */
export function SafeSimulatorForm({
  offering,
  outsideSafes,
}: {
  offering: OfferingView;
  /** The SAFEs sold outside the platform; null when they could not be loaded. */
  outsideSafes: PublicOutsideSafe[] | null;
}) {
  const [values, setValues] = useState<SimulatorValues>(() => initialValues(offering));
  const terms = termsOf(offering);
  const outcome = runSimulation(values, terms);
  const errors = outcome.ok ? {} : outcome.errors;
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((old) => ({ ...old, [name]: value })),
    error: errors[name],
  });
  const sentences = outcome.ok ? describeOutcome(outcome) : null;
  // The same round on the offering's real SAFE stack, converted exactly (shared/conversion).
  // Without the outside SAFEs the stack is unknown, so nothing is claimed about it.
  const stack =
    outcome.ok && outsideSafes
      ? stackSentence(
          offering,
          outcome.purchaseCents,
          outcome.round,
          { money: (cents) => formatCents(cents, { cents: 'auto' }), stake: formatStake },
          outsideSafes,
        )
      : null;

  return (
    <Stack as="section" aria-labelledby="safe-simulator-heading" gap="5">
      <Stack gap="1">
        <Heading as="h2" size="md" id="safe-simulator-heading">
          SAFE simulator
        </Heading>
        <Text color="fg.muted">
          This offering: {termsLine(offering)}. An illustration, not advice: the real figures depend
          on the round the company raises.
        </Text>
      </Stack>
      <Stack as="form" gap="4" onSubmit={(event) => event.preventDefault()}>
        <SimulatorField label="Your investment" unit="$" {...field('amount')} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <SimulatorField label="Next round: pre-money valuation" unit="$" {...field('preMoney')} />
          <SimulatorField label="Next round: new money raised" unit="$" {...field('newMoney')} />
          <SimulatorField
            label="Next round: option pool"
            unit="%"
            helper="Percent of the company after the round"
            {...field('pool')}
          />
        </SimpleGrid>
        {offering.variant === 'mfn' && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SimulatorField
              label="A later SAFE's valuation cap (optional)"
              unit="$"
              helper="An MFN SAFE may take the terms of a later SAFE"
              {...field('laterCap')}
            />
            <SimulatorField
              label="A later SAFE's discount (optional)"
              unit="%"
              {...field('laterDiscount')}
            />
          </SimpleGrid>
        )}
      </Stack>
      <Box
        aria-live="polite"
        aria-atomic="true"
        data-testid="simulator-result"
        borderWidth="1px"
        borderRadius="md"
        p="4"
        bg="bg.subtle"
      >
        {sentences ? (
          <Stack gap="2">
            <Text fontWeight="medium">{sentences.beforeRound}</Text>
            <Text fontWeight="medium">{sentences.afterRound}</Text>
            {stack && <Text>{stack}</Text>}
          </Stack>
        ) : (
          <Text>Fix the highlighted figures to see the result.</Text>
        )}
      </Box>
    </Stack>
  );
}
