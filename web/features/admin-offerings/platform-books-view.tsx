import { DataList, List, Text } from '@chakra-ui/react';
import type { PlatformReconciliation } from '../../../shared/closing/api';
import { formatCents } from '../../../shared/money/cents';
import { SectionCard } from '../../components/dashboard/section-card';

const money = (cents: number) => formatCents(cents, { cents: 'always' });

function Figure({ label, counted, ledger }: { label: string; counted: number; ledger: number }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      {/* The amount on one line and the ledger's word under it: side by side on a phone,
          "$647,400.00 · ledger agrees" broke into three ragged lines. */}
      <DataList.ItemValue flexDirection="column">
        <Text as="span" whiteSpace="nowrap">
          {money(counted)}
        </Text>
        {counted === ledger ? (
          <Text as="span" fontSize="sm" color="fg.muted">
            Ledger agrees
          </Text>
        ) : (
          <Text as="span" fontSize="sm" color="fg.error">
            Ledger holds {money(ledger)}
          </Text>
        )}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The platform's escrow and revenue as the offerings and settlements count them, each
 * beside the ledger replay of the event log, and the ledger check's verdict.
 */
export function PlatformBooksView({ platform }: { platform: PlatformReconciliation }) {
  return (
    <SectionCard title="Platform money">
      <DataList.Root orientation="horizontal">
        <Figure
          label="In escrow"
          counted={platform.escrowCents}
          ledger={platform.ledgerEscrowCents}
        />
        <Figure
          label="Fee revenue"
          counted={platform.revenueCents}
          ledger={platform.ledgerRevenueCents}
        />
      </DataList.Root>
      {platform.reconciled ? (
        <Text mt="4" role="status">
          Reconciled: the ledger check finds every transaction balanced and these figures equal what
          the ledger holds.
        </Text>
      ) : (
        <>
          <Text mt="4" role="alert" color="fg.error" fontWeight="medium">
            Not reconciled: the figures above and the ledger disagree. The ledger check says:
          </Text>
          <List.Root mt="2" ps="5" fontSize="sm">
            {platform.problems.map((problem) => (
              <List.Item key={problem} overflowWrap="anywhere">
                {problem}
              </List.Item>
            ))}
          </List.Root>
        </>
      )}
    </SectionCard>
  );
}
