import type { ReactNode } from 'react';
import { SimpleGrid, Stat } from '@chakra-ui/react';
import { LuBriefcase } from '../../components/icons/briefcase';
import { LuDollarSign } from '../../components/icons/dollar-sign';
import { LuWallet } from '../../components/icons/wallet';
import type { InvestorDashboard } from '../../../shared/api';
import { formatCount, formatMoney } from '../../../shared/format';
import { StatCard } from '../../components/dashboard/stat-card';

/** 'Across 3 projects' (docs/product.md#investor-dashboard), in the singular for one. */
export function acrossProjects(count: number): string {
  return `Across ${formatCount(count)} ${count === 1 ? 'project' : 'projects'}`;
}

/**
 * What Total Invested is made of: settled SAFEs, and commitments still in escrow (the
 * investor may cancel those until 48 hours before their offering ends), never counted
 * as completed.
 */
export function investedSplit(
  data: Pick<InvestorDashboard, 'settledInvested' | 'committedInvested'>,
) {
  return `${formatMoney(data.settledInvested)} settled · ${formatMoney(data.committedInvested)} committed, in escrow`;
}

/**
 * Investor (docs/product.md#investor-dashboard): total invested, active investments, available balance. The page
 * passes `balanceCard` (the wallet's balance with Add Funds, from the investing feature);
 * without it the dashboard's own figure is shown.
 */
export function InvestorStatCards({
  data,
  balanceCard,
}: {
  data: InvestorDashboard;
  balanceCard?: ReactNode;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
      <StatCard label="Total Invested" value={formatMoney(data.totalInvested)} icon={LuDollarSign}>
        <Stat.HelpText>{investedSplit(data)}</Stat.HelpText>
      </StatCard>
      <StatCard
        label="Active Investments"
        value={formatCount(data.activeInvestments)}
        icon={LuBriefcase}
      >
        <Stat.HelpText>{acrossProjects(data.distinctProjects)}</Stat.HelpText>
      </StatCard>
      {balanceCard ?? (
        <StatCard
          label="Available Balance"
          value={formatMoney(data.availableBalance)}
          icon={LuWallet}
        />
      )}
    </SimpleGrid>
  );
}
