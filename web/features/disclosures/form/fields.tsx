import { Field, Input, Textarea } from '@chakra-ui/react';

interface DisclosureFieldProps {
  label: string;
  /** The field's path as the shared schema words it (`officers.0.name`): its error's key. */
  name: string;
  value: string;
  error: string | undefined;
  helper?: string;
  onChange: (value: string) => void;
}

/** A labelled one-line input with its hint and the server's (or schema's) error. */
export function DisclosureInput({
  label,
  name,
  value,
  error,
  helper,
  onChange,
}: DisclosureFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={value} onChange={(e) => onChange(e.target.value)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A labelled multi-line text with its hint and error. */
export function DisclosureTextarea({
  label,
  name,
  value,
  error,
  helper,
  onChange,
}: DisclosureFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea name={name} value={value} rows={3} onChange={(e) => onChange(e.target.value)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
