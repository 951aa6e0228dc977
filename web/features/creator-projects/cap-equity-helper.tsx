import { Button, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '../../../shared/format';
import type { FieldName, FormValues } from './form-values';

/** A positive number typed in a field ('$1,200,000', '8 %'), else undefined. */
function positive(text: string): number | undefined {
  const cleaned = text.replace(/[$,%\s]/g, '');
  const value = cleaned === '' ? NaN : Number(cleaned);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The arithmetic the founder would otherwise do by hand: the equity a cap means for the
 * goal (goal ÷ cap), or the cap the equity offered means (goal ÷ equity), with a button
 * that fills the other field in.
 */
export function CapEquityHelper({
  values,
  onChange,
}: {
  values: FormValues;
  onChange: (name: FieldName, value: string) => void;
}) {
  const goal = positive(values.fundingGoal);
  const cap = positive(values['terms.valuationCapDollars']);
  const equity = positive(values.equity);
  if (goal === undefined) {
    return <Text fontSize="sm">Enter the funding goal to see the equity a cap means.</Text>;
  }
  if (cap !== undefined) {
    // Two decimals at most, as the equity field accepts.
    const implied = Math.round((goal / cap) * 10_000) / 100;
    const current = equity !== undefined && Math.abs(equity - implied) < 0.005;
    return (
      <Stack gap="2" align="flex-start">
        <Text fontSize="sm" role="status">
          A {formatMoney(goal)} goal at a {formatMoney(cap)} cap is {implied} % of the company.
          {current ? ' The equity offered matches.' : ''}
        </Text>
        {!current && implied > 0 && implied <= 100 && (
          <Button size="xs" variant="outline" onClick={() => onChange('equity', String(implied))}>
            Set equity offered to {implied} %
          </Button>
        )}
      </Stack>
    );
  }
  if (equity !== undefined && equity <= 100) {
    const implied = Math.round((goal * 100) / equity);
    return (
      <Stack gap="2" align="flex-start">
        <Text fontSize="sm" role="status">
          For {equity} % at a {formatMoney(goal)} goal, the cap is {formatMoney(implied)}.
        </Text>
        <Button
          size="xs"
          variant="outline"
          onClick={() => onChange('terms.valuationCapDollars', String(implied))}
        >
          Use {formatMoney(implied)} as the cap
        </Button>
      </Stack>
    );
  }
  return <Text fontSize="sm">Enter the equity offered or a cap to see the other.</Text>;
}
