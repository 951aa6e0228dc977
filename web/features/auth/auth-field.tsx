import type { ReactNode } from 'react';
import { Field, HStack, Input } from '@chakra-ui/react';

interface AuthFieldProps {
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the input; Chakra shows it only while the field is invalid. */
  error?: string | null;
  /** Whether to mark the field invalid; by default, whether there is an error message. */
  invalid?: boolean;
  /** Put at the far end of the label's line, e.g. the "Forgot password" link. */
  labelAside?: ReactNode;
}

/** A required input of the auth forms, with its label and its error message. */
export function AuthField({
  label,
  name,
  type,
  autoComplete,
  value,
  onChange,
  error,
  invalid = Boolean(error),
  labelAside,
}: AuthFieldProps) {
  const fieldLabel = (
    <Field.Label>
      {label} <Field.RequiredIndicator />
    </Field.Label>
  );
  return (
    <Field.Root required invalid={invalid}>
      {labelAside ? (
        <HStack justify="space-between" w="full">
          {fieldLabel}
          {labelAside}
        </HStack>
      ) : (
        fieldLabel
      )}
      <Input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The email address field of the login and forgot-password forms. */
export function EmailField(props: Pick<AuthFieldProps, 'value' | 'onChange' | 'error'>) {
  return <AuthField label="Email" type="email" name="email" autoComplete="email" {...props} />;
}
