import { DataList } from '@chakra-ui/react';
import type { InvestorProfileResponse } from '../../../../shared/investing/api';
import { formatCents } from '../../../../shared/money/cents';

/** The investor's 12-month Reg CF limit (17 CFR 227.100(a)(2)), what counts against it and what is left. */
export function LimitSummary({ limits }: { limits: InvestorProfileResponse }) {
  const noLimit = limits.limitCents === null;
  return (
    // Stacked on a phone: beside a two-line label, an amount ran past the card at 360 px.
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
      <DataList.Item>
        <DataList.ItemLabel>Your 12-month Reg CF limit</DataList.ItemLabel>
        <DataList.ItemValue>
          {noLimit ? 'No limit (accredited investor)' : formatCents(limits.limitCents ?? 0)}
        </DataList.ItemValue>
      </DataList.Item>
      {limits.accreditation && (
        <DataList.Item>
          <DataList.ItemLabel>Accredited statement</DataList.ItemLabel>
          <DataList.ItemValue>
            {limits.accreditation.lapsed
              ? `Lapsed on ${limits.accreditation.expiresAt.slice(0, 10)}: save your profile as accredited again to certify again`
              : `Certified on ${limits.accreditation.certifiedAt.slice(0, 10)}; we ask again on ${limits.accreditation.expiresAt.slice(0, 10)}`}
          </DataList.ItemValue>
        </DataList.Item>
      )}
      <DataList.Item>
        <DataList.ItemLabel>Invested in Reg CF offerings, last 12 months</DataList.ItemLabel>
        <DataList.ItemValue>{formatCents(limits.investedLast12MonthsCents)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Left under your limit</DataList.ItemLabel>
        <DataList.ItemValue>
          {limits.remainingLimitCents === null
            ? 'No limit'
            : formatCents(limits.remainingLimitCents)}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
