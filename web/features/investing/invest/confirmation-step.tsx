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
      <Stack gap="1" fontSize="sm">
        <Text>
          Your signed SAFE ({investment.safe.templateId}, version {investment.safe.templateVersion})
          has the SHA-256 fingerprint:
        </Text>
        {/* A block of its own: a 64-digit hash breaks anywhere, and nothing trails it. */}
        <Code display="block" wordBreak="break-all" whiteSpace="normal" maxW="full">
          {investment.safe.sha256}
        </Code>
      </Stack>
      <Text fontSize="sm">Available Balance: {formatCents(answer.balanceCents)}</Text>
      <HStack gap="3" flexWrap="wrap">
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
