import type { ReactNode } from 'react';
import { DataList, Link, Text } from '@chakra-ui/react';
import { formatDate, formatMoney } from '../../shared/format';
import type { ManagedProject } from '../../shared/api';
import { safeWebsite } from '../lib/safe-website';

/**
 * One width for every label of a facts list, wide enough for "Minimum investment": the
 * DataList recipe's 120 px minimum let a longer label push its value out of line.
 */
export const FACT_LABEL = { w: '9.5rem', minW: '0', flexShrink: '0' } as const;

/**
 * The website as people read it: its host ("fitsync.io") links to the full address. A
 * whole URL broke mid-word on a phone ("https://fitsy" / "nc.io"); a host too long for the
 * line ends in an ellipsis instead, and the full address shows on hover.
 */
function Website({ url }: { url: string | undefined }) {
  if (!url) return <Text>—</Text>;
  const website = safeWebsite(url);
  if (!website) {
    return (
      <Text truncate title={url}>
        {url}
      </Text>
    );
  }
  return (
    <Link
      href={website.href}
      title={website.href}
      target="_blank"
      rel="noopener noreferrer"
      color="brand.fg"
      display="block"
      truncate
    >
      {website.host}
    </Link>
  );
}

/** Every detail of a project as a term/value list (shared by the creator and review screens). */
export function ProjectFacts({ project }: { project: ManagedProject }) {
  const facts: [string, ReactNode][] = [
    ['Category', project.category],
    ['Funding goal', formatMoney(project.fundingGoal)],
    ['Equity offered', `${project.equity}%`],
    ['Minimum investment', formatMoney(project.minimumInvestment)],
    ['End date', formatDate(project.endDate)],
    ['Website', <Website key="website" url={project.website} />],
    ['Location', project.location ?? '—'],
    ['Created', formatDate(project.createdAt)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel {...FACT_LABEL}>{label}</DataList.ItemLabel>
          <DataList.ItemValue>
            {typeof value === 'string' ? <Text wordBreak="break-word">{value}</Text> : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
