import { useState, type FormEvent } from 'react';
import { Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import type { OfferingView } from '../../../../shared/investing/api';
import { formatCents } from '../../../../shared/money/cents';
import { AddFundsDialog } from '../add-funds-dialog';
import { AmountField } from '../amount-field';
import { parseAmount } from '../amount';
import { amountRefusal, investableCents } from './amount-rules';

interface AmountStepProps {
  offering: OfferingView;
  remainingLimitCents: number | null;
  balanceCents: number;
  /** What was typed before (coming back from the review). */
  initialText: string;
  /** A refusal the server sent for the amount, shown as the field's error. */
  serverError: string | null;
  onContinue: (amountCents: number, text: string) => void;
}

/** Step 1: how much, under one line saying the most this investor can put in. */
export function AmountStep(props: AmountStepProps) {
  const { offering, remainingLimitCents, balanceCents } = props;
  const [text, setText] = useState(props.initialText);
  const [error, setError] = useState<string | null>(props.serverError);
  const investable = investableCents({ offering, remainingLimitCents });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseAmount(text);
    const refusal =
      parsed.cents === null
        ? parsed.error
        : amountRefusal(parsed.cents, { offering, remainingLimitCents, balanceCents });
    setError(refusal);
    if (parsed.cents !== null && refusal === null) props.onContinue(parsed.cents, text);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Amount">
      <Stack gap="5">
        <Stack gap="1">
          <Text fontWeight="semibold" data-testid="investable">
            You can invest up to {formatCents(investable.cents)} in this offering
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {investable.decidedBy === 'limit'
              ? 'That is what your 12-month Reg CF limit leaves.'
              : 'That is what is left under the offering’s maximum raise.'}
          </Text>
        </Stack>
        {/* One label width, so both amounts start at the same place. */}
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel minW="40">Minimum investment</DataList.ItemLabel>
            <DataList.ItemValue>{formatCents(offering.minimumInvestmentCents)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="40">Available Balance</DataList.ItemLabel>
            <DataList.ItemValue>{formatCents(balanceCents)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <HStack gap="3" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            Money comes from your wallet and waits in escrow until the offering closes.
          </Text>
          <AddFundsDialog />
        </HStack>
        <AmountField
          label="Amount to invest"
          value={text}
          onChange={setText}
          error={error}
          helper={`At least ${formatCents(offering.minimumInvestmentCents)}.`}
        />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Review the SAFE
        </Button>
      </Stack>
    </form>
  );
}
