import { Alert, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { InvestmentResponse } from '../../../../shared/investing/api';
import { formatCents } from '../../../../shared/money/cents';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
import { formatDateTimeUtc } from '../format-time';

/** Step 3: what was committed, until when it can be cancelled, and where to find it. */
export function ConfirmationStep({ answer }: { answer: InvestmentResponse }) {
  const { investment } = answer;
  return (
    <Stack gap="4">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            You committed {formatCents(investment.amountCents)} to {investment.projectTitle}
          </Alert.Title>
          <Alert.Description>
            The money is in escrow until the offering closes. You can cancel until{' '}
            {formatDateTimeUtc(investment.cancellationCutoffAt)}, 48 hours before it ends.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text fontSize="sm">
        Your signed SAFE ({investment.safe.templateId}, version {investment.safe.templateVersion})
        has SHA-256 <Code wordBreak="break-all">{investment.safe.sha256}</Code>.
      </Text>
      <Text fontSize="sm">Available Balance: {formatCents(answer.balanceCents)}</Text>
      <HStack gap="3">
        <LinkButton to={paths.investor.investments} colorPalette="brand">
          My Investments
        </LinkButton>
        <LinkButton to={paths.project(investment.projectSlug)} variant="outline">
          Back to the project
        </LinkButton>
      </HStack>
    </Stack>
  );
}
