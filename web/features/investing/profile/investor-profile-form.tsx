import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import {
  ACCREDITATION_STATEMENT,
  ACCREDITATION_VALID_MONTHS,
} from '../../../../shared/identity/accreditation';
import type { InvestorProfileResponse } from '../../../../shared/investing/api';
import type { InvestorProfile } from '../../../../shared/money/investor-profile';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { AmountField } from '../amount-field';
import { parseAmount } from '../amount';
import { useSaveInvestorProfile } from '../api/save-investor-profile';

type MoneyKey = 'annualIncomeCents' | 'netWorthCents' | 'otherRegCfInvestmentsCents';

const FIELDS: { key: MoneyKey; label: string; helper?: string }[] = [
  { key: 'annualIncomeCents', label: 'Annual income' },
  { key: 'netWorthCents', label: 'Net worth', helper: 'Excluding your primary residence.' },
  {
    key: 'otherRegCfInvestmentsCents',
    label: 'Other Reg CF investments in the last 12 months',
    helper: 'On other crowdfunding platforms; 0 if none.',
  },
];

const asText = (cents: number | undefined) =>
  cents === undefined ? '' : (cents / 100).toFixed(2).replace(/\.00$/, '');

interface InvestorProfileFormProps {
  profile: InvestorProfile | null;
  onSaved?: (answer: InvestorProfileResponse) => void;
  submitLabel?: string;
}

/**
 * The investor profile behind the Reg CF limit (docs/money.md#investor-limits): annual
 * income, net worth, accredited or not, and other Reg CF investments in the last 12
 * months. The server computes the limit from it.
 */
export function InvestorProfileForm({
  profile,
  onSaved,
  submitLabel = 'Save profile',
}: InvestorProfileFormProps) {
  const [values, setValues] = useState<Record<MoneyKey, string>>({
    annualIncomeCents: asText(profile?.annualIncomeCents),
    netWorthCents: asText(profile?.netWorthCents),
    otherRegCfInvestmentsCents: asText(profile?.otherRegCfInvestmentsCents ?? 0),
  });
  const [accredited, setAccredited] = useState(profile?.accredited ?? false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveInvestorProfile();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Partial<Record<string, string>> = {};
    const cents: Partial<Record<MoneyKey, number>> = {};
    for (const { key } of FIELDS) {
      const blank = values[key].trim() === '';
      // Nothing typed under "other investments" means none.
      const text = blank && key === 'otherRegCfInvestmentsCents' ? '0' : values[key];
      const parsed = parseAmount(text, { allowZero: true });
      if (parsed.cents === null) next[key] = parsed.error;
      else cents[key] = parsed.cents;
    }
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const answer = await save({
        annualIncomeCents: cents.annualIncomeCents ?? 0,
        netWorthCents: cents.netWorthCents ?? 0,
        otherRegCfInvestmentsCents: cents.otherRegCfInvestmentsCents ?? 0,
        accredited,
      });
      onSaved?.(answer);
    } catch (caught) {
      if (caught instanceof ApiError && caught.details) setErrors(caught.details);
      setFailure(caught instanceof Error ? caught.message : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Investor profile">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Regulation Crowdfunding limits what you may invest over 12 months, based on your income
          and net worth, unless you are an accredited investor.
        </Text>
        {FIELDS.map(({ key, label, helper }) => (
          <AmountField
            key={key}
            name={key}
            label={label}
            value={values[key]}
            onChange={(value) => setValues((old) => ({ ...old, [key]: value }))}
            error={errors[key]}
            helper={helper}
          />
        ))}
        <Checkbox.Root
          checked={accredited}
          onCheckedChange={(e) => setAccredited(e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>I am an accredited investor</Checkbox.Label>
        </Checkbox.Root>
        {accredited && (
          // The wording the investor certifies is recorded with its version and date, and
          // asked again after 12 months (docs/identity.md#accredited-self-certification).
          <Text fontSize="sm" color="fg.muted" data-testid="accreditation-statement">
            By saving, you make this statement: {ACCREDITATION_STATEMENT} We record it with
            today&apos;s date and ask again after {ACCREDITATION_VALID_MONTHS} months.
          </Text>
        )}
        <FormAlert message={failure} />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={busy}
          loadingText="Saving..."
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
