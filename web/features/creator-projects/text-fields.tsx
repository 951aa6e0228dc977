import { Field, Input, InputGroup } from '@chakra-ui/react';
import type { FieldName } from './form-values';

export interface TextFieldProps {
  name: FieldName;
  label: string;
  value: string;
  error?: string;
  helper?: string;
  required?: boolean;
  onChange: (name: FieldName, value: string) => void;
}

/** A labelled text input with its hint and error. */
export function TextField({
  name,
  label,
  value,
  error,
  helper,
  required,
  onChange,
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={name} value={value} onChange={(e) => onChange(name, e.target.value)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A whole-dollar amount with a $ prefix; always required. */
export function MoneyField(props: TextFieldProps) {
  const { name, label, value, error, helper, onChange } = props;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup startElement="$">
        <Input
          name={name}
          inputMode="numeric"
          value={value}
          onChange={(e) => onChange(name, e.target.value)}
        />
      </InputGroup>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
