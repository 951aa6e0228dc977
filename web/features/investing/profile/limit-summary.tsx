import { DataList } from '@chakra-ui/react';
import type { InvestorProfileResponse } from '../../../../shared/investing/api';
import { formatDate } from '../../../../shared/format';
import { formatCents } from '../../../../shared/money/cents';
import { StackingDataList } from '../../../components/stacking-data-list';

/** The investor's 12-month Reg CF limit (17 CFR 227.100(a)(2)), what counts against it and what is left. */
export function LimitSummary({ limits }: { limits: InvestorProfileResponse }) {
  const noLimit = limits.limitCents === null;
  return (
    // Stacked on a phone: beside a two-line label, an amount ran past the card at 360 px.
    <StackingDataList>
      <DataList.Item>
        <DataList.ItemLabel w={{ sm: '56' }} flexShrink="0">
          Your 12-month Reg CF limit
        </DataList.ItemLabel>
        <DataList.ItemValue>
          {noLimit ? 'No limit (accredited investor)' : formatCents(limits.limitCents ?? 0)}
        </DataList.ItemValue>
      </DataList.Item>
      {limits.accreditation && (
        <DataList.Item>
          <DataList.ItemLabel w={{ sm: '56' }} flexShrink="0">
            Accredited statement
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {limits.accreditation.lapsed
              ? `Lapsed on ${formatDate(limits.accreditation.expiresAt)}: save your profile as accredited again to certify again`
              : `Certified on ${formatDate(limits.accreditation.certifiedAt)}; we ask again on ${formatDate(limits.accreditation.expiresAt)}`}
          </DataList.ItemValue>
        </DataList.Item>
      )}
      <DataList.Item>
        <DataList.ItemLabel w={{ sm: '56' }} flexShrink="0">
          Invested in Reg CF offerings, last 12 months
        </DataList.ItemLabel>
        <DataList.ItemValue>{formatCents(limits.investedLast12MonthsCents)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel w={{ sm: '56' }} flexShrink="0">
          Left under your limit
        </DataList.ItemLabel>
        <DataList.ItemValue>
          {limits.remainingLimitCents === null
            ? 'No limit'
            : formatCents(limits.remainingLimitCents)}
        </DataList.ItemValue>
      </DataList.Item>
    </StackingDataList>
  );
}
