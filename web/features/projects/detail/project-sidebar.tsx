import type { ReactNode } from 'react';
import { Card, DataList, Flex, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuExternalLink } from '../../../components/icons/external-link';
import type { ProjectDetail } from '../../../../shared/api';
import { formatDate } from '../../../../shared/format';
import { safeWebsite } from '../../../lib/safe-website';
import { FundingProgress } from '../funding-progress';
import { projectFigures } from '../project-figures';
import { InvestButton } from './invest-button';

/** The funding summary beside the tabs: figures, terms, dates and, while live, the invest button. */
export function ProjectSidebar({
  project,
  actions,
  wrapInvest,
}: {
  project: ProjectDetail;
  /** Follow and message buttons, from the page (another feature owns them). */
  actions?: ReactNode;
  /** The reservation round's part around the invest button, from the page. */
  wrapInvest?: (investButton: ReactNode) => ReactNode;
}) {
  const figures = projectFigures(project);
  // A funded or failed offering takes no more money: no invest button, no countdown.
  const live = project.status === 'active';
  const website = safeWebsite(project.website);
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Days left', value: live ? figures.daysLeft : 'Closed' },
    { label: 'Minimum investment', value: figures.minimumInvestment },
    { label: 'Equity offered', value: `${project.equity}%` },
    { label: 'Investors', value: project.investors },
    ...(project.location ? [{ label: 'Location', value: project.location }] : []),
    {
      label: 'Created',
      value: <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>,
    },
    { label: 'Ends', value: <time dateTime={project.endDate}>{formatDate(project.endDate)}</time> },
  ];

  return (
    <Card.Root
      as="aside"
      aria-label="Funding summary"
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
    >
      <Card.Body gap="5">
        <Stack gap="2">
          <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
            {figures.raised}
          </Text>
          <Text color="fg.muted">raised of {figures.goal} goal</Text>
          <FundingProgress percent={figures.percentFunded} size="md" />
          <Text fontWeight="semibold">{figures.percentFunded}% funded</Text>
        </Stack>
        <DataList.Root orientation="horizontal" size="md">
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue justifyContent="end" fontWeight="medium">
                {row.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {website && (
          <Flex>
            <Link href={website.href} target="_blank" rel="noopener noreferrer" color="brand.fg">
              Visit website ({website.host}) <LuExternalLink aria-hidden="true" />
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </Link>
          </Flex>
        )}
        {live &&
          (wrapInvest ? (
            wrapInvest(<InvestButton project={project} />)
          ) : (
            <InvestButton project={project} />
          ))}
        {actions}
      </Card.Body>
    </Card.Root>
  );
}
