import type { ReactNode } from 'react';
import { Field, Input, InputGroup } from '@chakra-ui/react';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helper?: ReactNode;
  name?: string;
}

/** A dollar amount typed as text ('1,250.50'), parsed to cents by the form that owns it. */
export function AmountField({
  label,
  value,
  onChange,
  error,
  helper,
  name = 'amount',
}: AmountFieldProps) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup startElement="$">
        <Input
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
