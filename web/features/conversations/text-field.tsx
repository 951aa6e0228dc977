import { useId } from 'react';
import { Field, HStack, Input, Text, Textarea } from '@chakra-ui/react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string | null;
  multiline?: boolean;
  rows?: number;
}

/** A labelled text box with its character count against the server's limit. */
export function TextField({
  label,
  value,
  onChange,
  max,
  error,
  multiline = true,
  rows = 4,
}: TextFieldProps) {
  const countId = useId();
  const length = value.trim().length;
  const Control = multiline ? Textarea : Input;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Control
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={countId}
        {...(multiline ? { rows } : {})}
      />
      <HStack justify="space-between" w="full" gap="4">
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <span />}
        <Text id={countId} fontSize="xs" color={length > max ? 'fg.error' : 'fg.muted'}>
          {length} / {max} characters
        </Text>
      </HStack>
    </Field.Root>
  );
}
