import { useState, type FormEvent } from 'react';
import { Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import type { OfferingView } from '../../../../shared/investing/api';
import { formatCents } from '../../../../shared/money/cents';
import { AddFundsDialog } from '../add-funds-dialog';
import { AmountField } from '../amount-field';
import { parseAmount } from '../amount';
import { amountRefusal } from './amount-rules';

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

/** Step 1: how much, beside every figure that bounds it. */
export function AmountStep(props: AmountStepProps) {
  const { offering, remainingLimitCents, balanceCents } = props;
  const [text, setText] = useState(props.initialText);
  const [error, setError] = useState<string | null>(props.serverError);

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
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Minimum investment</DataList.ItemLabel>
            <DataList.ItemValue>{formatCents(offering.minimumInvestmentCents)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Left under the maximum raise</DataList.ItemLabel>
            <DataList.ItemValue>{formatCents(offering.remainingCents)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Left under your Reg CF limit</DataList.ItemLabel>
            <DataList.ItemValue>
              {remainingLimitCents === null ? 'No limit' : formatCents(remainingLimitCents)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Available Balance</DataList.ItemLabel>
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
