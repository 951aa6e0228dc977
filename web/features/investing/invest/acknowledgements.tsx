import { Checkbox, Field } from '@chakra-ui/react';
import { FormSection } from '../../../components/form-section';
import type { CommitAcknowledgement } from '../../../../shared/investing/api';
import { formatDateTimeUtc } from '../format-time';

export type Acknowledged = Record<CommitAcknowledgement, boolean>;

export const NOTHING_ACKNOWLEDGED: Acknowledged = {
  acknowledgesRiskOfLoss: false,
  acknowledgesResaleRestriction: false,
  acknowledgesCancellationDeadline: false,
};

interface AcknowledgementsProps {
  value: Acknowledged;
  onChange: (next: Acknowledged) => void;
  errors: Partial<Record<string, string>>;
  /** When the investor can no longer cancel: 48 hours before the offering ends. */
  cancellationCutoffAt: string;
}

/**
 * What a Reg CF portal must have the investor acknowledge before committing
 * (17 CFR 227.303(b)(2)): the whole investment can be lost, resale is restricted for a
 * year (227.501), and the commitment can be cancelled only until 48 hours before the
 * deadline (227.304), with that moment named. The server refuses a commitment without them.
 */
export function Acknowledgements({
  value,
  onChange,
  errors,
  cancellationCutoffAt,
}: AcknowledgementsProps) {
  const statements: [CommitAcknowledgement, string][] = [
    [
      'acknowledgesRiskOfLoss',
      'I understand that investing in a startup is risky and I can lose all of the money I invest.',
    ],
    [
      'acknowledgesResaleRestriction',
      'I understand that I cannot freely resell these securities for one year, and that there may never be a market for them.',
    ],
    [
      'acknowledgesCancellationDeadline',
      `I understand that I can cancel this commitment only until ${formatDateTimeUtc(cancellationCutoffAt)}, 48 hours before the offering ends; after that my money stays committed.`,
    ],
  ];
  return (
    <FormSection legend="Before you commit, please confirm" gap="3">
      {statements.map(([name, text]) => (
        <Field.Root key={name} required invalid={Boolean(errors[name])}>
          <Checkbox.Root
            name={name}
            checked={value[name]}
            onCheckedChange={(e) => onChange({ ...value, [name]: e.checked === true })}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{text}</Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{errors[name]}</Field.ErrorText>
        </Field.Root>
      ))}
    </FormSection>
  );
}
