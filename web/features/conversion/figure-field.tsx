import { Field, Input } from '@chakra-ui/react';

interface FigureFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** What to type, e.g. "In dollars, e.g. 20,000,000". */
  help?: string;
  type?: 'text' | 'date';
  required?: boolean;
  /** False for words (a holder's name): a phone then shows letters, not a number pad. */
  numeric?: boolean;
}

/** One labelled figure of a conversion form, with its help and the sentence to fix it. */
export function FigureField(props: FigureFieldProps) {
  const { label, value, onChange, error, help, type = 'text', required = true } = props;
  const numeric = (props.numeric ?? true) && type === 'text';
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={numeric ? 'decimal' : undefined}
        autoComplete="off"
      />
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
