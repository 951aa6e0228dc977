import { Field, Input, InputGroup } from '@chakra-ui/react';

interface SimulatorFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  unit: '$' | '%';
  error?: string | undefined;
  helper?: string;
}

/** One labelled number of the simulator, typed as text and parsed by the form. */
export function SimulatorField({
  label,
  name,
  value,
  onChange,
  unit,
  error,
  helper,
}: SimulatorFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <InputGroup {...(unit === '$' ? { startElement: '$' } : { endElement: '%' })}>
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
