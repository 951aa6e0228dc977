import { SimpleGrid, Stat } from '@chakra-ui/react';
import { LuDollarSign } from '../../components/icons/dollar-sign';
import { LuEye } from '../../components/icons/eye';
import { LuUsers } from '../../components/icons/users';
import type { CreatorDashboard } from '../../../shared/api';
import { formatCount, formatMoney, formatPercent } from '../../../shared/format';
import { StatCard } from '../../components/dashboard/stat-card';

/** Creator (docs/product.md#creator-dashboard): total raised (with percent of goal), investors, views this week. */
export function CreatorStatCards({ data }: { data: CreatorDashboard }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
      <StatCard label="Total Raised" value={formatMoney(data.totalRaised)} icon={LuDollarSign}>
        <Stat.HelpText>
          {formatPercent(data.percentOfGoal)} of {formatMoney(data.totalGoal)} goal
        </Stat.HelpText>
      </StatCard>
      <StatCard label="Total Investors" value={formatCount(data.totalInvestors)} icon={LuUsers} />
      <StatCard label="Project Views" value={formatCount(data.viewsLast7Days)} icon={LuEye}>
        <Stat.HelpText>Last 7 days</Stat.HelpText>
      </StatCard>
    </SimpleGrid>
  );
}
