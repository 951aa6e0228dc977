import { Badge, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminDashboard } from '../../../shared/api';
import { formatMoney, formatRelativeTime } from '../../../shared/format';
import { roleLabel } from '../../components/dashboard/role-label';
import { SectionCard } from '../../components/dashboard/section-card';
import { ProjectStatusBadge } from '../../components/dashboard/status-badges';
import { RecentList } from './recent-list';

/** Admin (docs/product.md#admin-dashboard): recently joined users, recent projects and recent investments. */
export function AdminRecentLists({ data, now }: { data: AdminDashboard; now: Date }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="6">
      <SectionCard title="Recently Joined Users">
        <RecentList
          items={data.recentUsers}
          emptyText="No one has joined yet."
          title={(user) => user.name}
          subtitle={(user) => user.email}
          details={(user) => (
            <>
              <Badge variant="outline">{roleLabel(user.role) ?? user.role}</Badge>
              <Text fontSize="xs" color="fg.muted">
                {formatRelativeTime(user.joinedAt, now)}
              </Text>
            </>
          )}
        />
      </SectionCard>
      <SectionCard title="Recent Projects">
        <RecentList
          items={data.recentProjects}
          emptyText="No projects yet."
          title={(project) => project.title}
          subtitle={(project) => `by ${project.creatorName}`}
          details={(project) => (
            <>
              <Text fontWeight="medium">{formatMoney(project.amount)}</Text>
              <ProjectStatusBadge status={project.status} />
            </>
          )}
        />
      </SectionCard>
      <SectionCard title="Recent Investments">
        <RecentList
          items={data.recentInvestments}
          emptyText="No investments yet."
          title={(investment) => investment.investorName}
          subtitle={(investment) => investment.projectTitle}
          details={(investment) => (
            <>
              <Text fontWeight="medium">{formatMoney(investment.amount)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatRelativeTime(investment.date, now)}
              </Text>
            </>
          )}
        />
      </SectionCard>
    </SimpleGrid>
  );
}
