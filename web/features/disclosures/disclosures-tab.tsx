import type { ReactNode } from 'react';
import { Box, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import type { DisclosuresView } from '../../../shared/disclosures/api';
import { formatDate } from '../../../shared/format';
import { STATEMENT_TIER_LABELS } from '../../../shared/disclosures/thresholds';
import { LoadError } from '../../components/load-error';
import { disclosurePaths, usePublicDisclosures } from './api';

const ROLE_LABELS = { officer: 'Officer', director: 'Director', both: 'Officer and director' };

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function DisclosureParts({ slug, disclosures }: { slug: string; disclosures: DisclosuresView }) {
  const { parts, statement } = disclosures;
  return (
    <Stack gap="6">
      <Text color="fg.muted">
        What the founder discloses under Regulation Crowdfunding (the Form C content). Read it
        before you invest.
      </Text>
      <Part title="Officers and directors">
        <List.Root gap="3" variant="plain">
          {(parts.officers ?? []).map((officer) => (
            <List.Item key={`${officer.name}-${officer.title}`} display="block">
              <Text fontWeight="semibold">
                {officer.name}, {officer.title} ({ROLE_LABELS[officer.role]})
              </Text>
              <Text>{officer.experience}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Part>
      <Part title="Holders of 20 % or more">
        {parts.principalHolders && parts.principalHolders.length > 0 ? (
          <List.Root gap="1" ps="5">
            {parts.principalHolders.map((holder) => (
              <List.Item key={holder.name}>
                {holder.name}: {holder.votingPowerPercent} % of the voting power (
                {holder.securityClass})
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text>Nobody holds 20 % or more of the voting power.</Text>
        )}
      </Part>
      <Part title="Use of proceeds">
        <Stack gap="2">
          <Text>
            <Text as="span" fontWeight="semibold">
              At the goal:{' '}
            </Text>
            {parts.useOfProceeds?.atGoal}
          </Text>
          <Text>
            <Text as="span" fontWeight="semibold">
              At the maximum raise:{' '}
            </Text>
            {parts.useOfProceeds?.atMaximum}
          </Text>
        </Stack>
      </Part>
      <Part title="Risk factors">
        <List.Root gap="1" ps="5">
          {(parts.riskFactors ?? []).map((risk) => (
            <List.Item key={risk}>{risk}</List.Item>
          ))}
        </List.Root>
      </Part>
      <Part title="Financial condition">
        <Text whiteSpace="pre-line">{parts.financialCondition}</Text>
      </Part>
      <Part title="Financial statements">
        {statement ? (
          <Text>
            <Link href={statement.url} colorPalette="brand" target="_blank" rel="noopener">
              {statement.fileName} (PDF)
            </Link>
            : {STATEMENT_TIER_LABELS[statement.tier].toLowerCase()}, period ending{' '}
            {formatDate(statement.periodEnd)}.
          </Text>
        ) : (
          <Text>Not uploaded yet.</Text>
        )}
      </Part>
      <HStack>
        <Link href={disclosurePaths.formC(slug)} colorPalette="brand" fontSize="sm">
          Download as Form C data (JSON)
        </Link>
      </HStack>
    </Stack>
  );
}

/** The project page's Disclosures tab: the Form C content and the statements' link. */
export function DisclosuresTab({ slug }: { slug: string }) {
  const state = usePublicDisclosures(slug);
  if (state.status === 'loading') return <Text color="fg.muted">Loading the disclosures…</Text>;
  if (state.status === 'error') {
    return <LoadError what="the disclosures" message={state.error.message} onRetry={state.retry} />;
  }
  if (!state.data.disclosures.updatedAt) {
    return <Text>The founder has not published the disclosures yet.</Text>;
  }
  return <DisclosureParts slug={slug} disclosures={state.data.disclosures} />;
}
