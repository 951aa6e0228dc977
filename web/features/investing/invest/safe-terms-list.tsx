import { DataList } from '@chakra-ui/react';
import { formatDate } from '../../../../shared/format';
import { formatCents } from '../../../../shared/money/cents';
import type { SafeDocumentData } from '../../../../shared/offering/safe-document';
import { SAFE_VARIANT_LABELS } from '../../../../shared/offering/safe-terms';
import { StackingDataList } from '../../../components/stacking-data-list';

/** The structured terms the SAFE text is rendered from, one line each. */
export function SafeTermsList({ data }: { data: SafeDocumentData }) {
  const rows: [string, string][] = [
    ['Company', data.companyName],
    ['Investor', data.investorLegalName],
    ['Purchase amount', formatCents(data.purchaseAmountCents)],
    ['SAFE type', SAFE_VARIANT_LABELS[data.variant]],
    [
      'Post-money valuation cap',
      data.valuationCapDollars === undefined
        ? 'Not applicable'
        : formatCents(data.valuationCapDollars * 100, { cents: 'auto' }),
    ],
    [
      'Discount',
      data.discountPercent === undefined ? 'Not applicable' : `${data.discountPercent}%`,
    ],
    ['Most favored nation', data.variant === 'mfn' ? 'Applies' : 'Does not apply'],
    ['Pro rata rights', data.proRata ? 'Side letter' : 'None'],
    // The list is read by people; the SAFE's own text (hashed, signed) keeps its ISO date.
    ['Date', formatDate(data.date)],
    ['Template', `${data.templateId}, version ${data.templateVersion}`],
  ];
  return (
    // Stacked on a phone; beside each other, a label column wide enough for the longest
    // label, so every value starts at the same place ("Post-money valuation cap" pushed its
    // value out of line).
    <StackingDataList>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={{ sm: '48' }}>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </StackingDataList>
  );
}
