import { Badge, Flex, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AdminDashboard } from '../../../shared/api';
import { formatMoney, formatRelativeTime } from '../../../shared/format';
import { EmptyListText } from '../dashboard/empty-list-text';
import { roleLabel } from '../dashboard/role-label';
import { SectionCard } from '../dashboard/section-card';
import { ProjectStatusBadge } from '../dashboard/status-badges';

interface ListProps<K extends keyof AdminDashboard> {
  items: AdminDashboard[K];
  /** The moment relative times are measured from. */
  now: Date;
}

function RecentUsers({ items, now }: ListProps<'recentUsers'>) {
  if (items.length === 0) return <EmptyListText>No one has joined yet.</EmptyListText>;
  return (
    <List.Root variant="plain" gap="4">
      {items.map((user) => (
        <List.Item key={user.id} display="block">
          <Flex justify="space-between" gap="3" align="flex-start">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate>
                {user.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Stack>
            <Stack gap="1" align="flex-end" flexShrink="0">
              <Badge variant="outline">{roleLabel(user.role) ?? user.role}</Badge>
              <Text fontSize="xs" color="fg.muted">
                {formatRelativeTime(user.joinedAt, now)}
              </Text>
            </Stack>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}

function RecentProjects({ items }: Omit<ListProps<'recentProjects'>, 'now'>) {
  if (items.length === 0) return <EmptyListText>No projects yet.</EmptyListText>;
  return (
    <List.Root variant="plain" gap="4">
      {items.map((project) => (
        <List.Item key={project.id} display="block">
          <Flex justify="space-between" gap="3" align="flex-start">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate>
                {project.title}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                by {project.creatorName}
              </Text>
            </Stack>
            <Stack gap="1" align="flex-end" flexShrink="0">
              <Text fontWeight="medium">{formatMoney(project.amount)}</Text>
              <ProjectStatusBadge status={project.status} />
            </Stack>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}

function RecentInvestments({ items, now }: ListProps<'recentInvestments'>) {
  if (items.length === 0) return <EmptyListText>No investments yet.</EmptyListText>;
  return (
    <List.Root variant="plain" gap="4">
      {items.map((investment) => (
        <List.Item key={investment.id} display="block">
          <Flex justify="space-between" gap="3" align="flex-start">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate>
                {investment.investorName}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {investment.projectTitle}
              </Text>
            </Stack>
            <Stack gap="1" align="flex-end" flexShrink="0">
              <Text fontWeight="medium">{formatMoney(investment.amount)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatRelativeTime(investment.date, now)}
              </Text>
            </Stack>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Spec §2 Admin: recently joined users, recent projects and recent investments. */
export function AdminRecentLists({ data, now }: { data: AdminDashboard; now: Date }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="6">
      <SectionCard title="Recently Joined Users">
        <RecentUsers items={data.recentUsers} now={now} />
      </SectionCard>
      <SectionCard title="Recent Projects">
        <RecentProjects items={data.recentProjects} />
      </SectionCard>
      <SectionCard title="Recent Investments">
        <RecentInvestments items={data.recentInvestments} now={now} />
      </SectionCard>
    </SimpleGrid>
  );
}
