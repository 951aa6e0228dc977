import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { FACT_LABEL } from '../../components/project-facts';
import type { ManagedProject } from '../../../shared/api';
import { formatDate, formatMoney } from '../../../shared/format';
import { formatCents } from '../../../shared/money/cents';
import { DEFAULT_MINIMUM_INVESTMENT_CENTS } from '../../../shared/money/reg-cf';
import { SAFE_VARIANT_LABELS } from '../../../shared/offering/safe-terms';

/**
 * Whole dollars as every other screen gives them ('$1,500', not '$1,500.00'); a figure
 * with cents keeps them.
 */
const dollars = (cents: number) => formatCents(cents, { cents: 'auto' });

/** One term as the reviewer reads it. */
function Term({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel {...FACT_LABEL}>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The offering terms the approval will record: the creator's SAFE terms, or, when they
 * set none, the defaults the approval derives (said so, with the figures it uses).
 */
export function ReviewTerms({ project }: { project: ManagedProject }) {
  const terms = project.terms;
  const goalCents = terms?.fundingGoalCents ?? project.fundingGoal * 100;
  const minimumCents =
    terms?.minimumInvestmentCents ??
    Math.max(DEFAULT_MINIMUM_INVESTMENT_CENTS, project.minimumInvestment * 100);
  const capDollars = terms
    ? terms.valuationCapDollars
    : Math.round((project.fundingGoal * 100) / project.equity);
  return (
    <Stack gap="2" as="section" aria-label="Offering terms">
      <Heading as="h3" size="sm">
        Offering terms
      </Heading>
      {!terms && (
        <Text fontSize="sm" color="fg.muted">
          The creator set no SAFE terms: approving records the default terms below.
        </Text>
      )}
      <DataList.Root orientation="horizontal" size="sm">
        <Term label="SAFE type" value={SAFE_VARIANT_LABELS[terms?.variant ?? 'cap']} />
        <Term
          label="Valuation cap (post-money)"
          value={capDollars === undefined ? 'None' : formatMoney(capDollars)}
        />
        <Term
          label="Discount"
          value={terms?.discountPercent === undefined ? 'None' : `${terms.discountPercent} %`}
        />
        <Term label="Pro-rata side letter" value={terms?.proRata ? 'Yes' : 'No'} />
        <Term label="Minimum investment" value={dollars(minimumCents)} />
        <Term label="Funding goal" value={dollars(goalCents)} />
        <Term label="Maximum raise" value={dollars(terms?.maximumRaiseCents ?? goalCents)} />
        <Term label="End date" value={formatDate(terms?.endDate ?? project.endDate)} />
      </DataList.Root>
    </Stack>
  );
}
