import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatMoney } from '../../../../shared/format';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
import { useMyInvestments } from '../api/get-my-holdings';

/**
 * On the page of a project that is no longer public: what the signed-in investor holds
 * in it, so a portfolio link never ends at a bare "not found". A closed offering (funded
 * or failed) keeps its page, so this is for the truly unlisted ones.
 * Renders nothing when they hold nothing there.
 */
export function UnlistedHoldings({ slug }: { slug: string }) {
  const investments = useMyInvestments();
  if (investments.status !== 'success') return null;
  const held = investments.data.investments.filter((i) => i.projectSlug === slug);
  const first = held[0];
  if (!first) return null;
  return (
    <Stack gap="4" maxW="xl" mx="auto" textAlign="start">
      <Heading as="h2" size="lg">
        Your investment in {first.projectTitle}
      </Heading>
      <Text color="fg.muted">
        {first.projectTitle} is no longer listed, so its public page is gone. What you hold is kept:
      </Text>
      {held.map((investment) => (
        <Card.Root key={investment.id} variant="outline" as="article">
          <Card.Body gap="1">
            <Text fontWeight="semibold">
              {formatMoney(Math.floor(investment.amountCents / 100))}
            </Text>
            <Text fontSize="sm">
              Status: {investment.status} · committed {formatDate(investment.committedAt)}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
      <LinkButton to={paths.investor.investments} variant="outline" alignSelf="start">
        View My Investments
      </LinkButton>
    </Stack>
  );
}
