import { SimpleGrid } from '@chakra-ui/react';
import { LuDollarSign } from '../../components/icons/dollar-sign';
import { LuFolderKanban } from '../../components/icons/folder-kanban';
import { LuHandCoins } from '../../components/icons/hand-coins';
import { LuUsers } from '../../components/icons/users';
import type { AdminDashboard } from '../../../shared/api';
import { formatCount, formatMoney } from '../../../shared/format';
import { ChangeIndicator } from '../../components/dashboard/change-indicator';
import { StatCard } from '../../components/dashboard/stat-card';

/** Admin (docs/product.md#admin-dashboard): four figures, each with its change versus last month. */
export function AdminStatCards({ stats }: { stats: AdminDashboard['stats'] }) {
  const cards = [
    { label: 'Total Revenue', stat: stats.totalRevenue, format: formatMoney, icon: LuDollarSign },
    { label: 'Total Users', stat: stats.totalUsers, format: formatCount, icon: LuUsers },
    {
      label: 'Active Projects',
      stat: stats.activeProjects,
      format: formatCount,
      icon: LuFolderKanban,
    },
    {
      label: 'Average Investment',
      stat: stats.averageInvestment,
      format: formatMoney,
      icon: LuHandCoins,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      {cards.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          value={card.format(card.stat.value)}
          icon={card.icon}
        >
          <ChangeIndicator changePercent={card.stat.changePercent} />
        </StatCard>
      ))}
    </SimpleGrid>
  );
}
