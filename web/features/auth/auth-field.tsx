import type { ReactNode } from 'react';
import { FieldInput, FormField } from '../../components/form-field';

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
  /** Put at the far end of the label's line. */
  labelAside?: ReactNode;
  /** A rule shown under the input before anyone types, e.g. "At least 8 characters". */
  hint?: string;
}

/**
 * A required input of the auth forms, with its label and its error message (drawn
 * without Ark's Field: web/components/form-field.tsx).
 */
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
  hint,
}: AuthFieldProps) {
  return (
    <FormField
      label={<>{label} </>}
      required
      invalid={invalid}
      error={error}
      hint={hint}
      labelAside={labelAside}
    >
      {(control) => (
        <FieldInput
          {...control}
          type={type}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The password rule shown beside every new-password field (signup and reset). */
export const PASSWORD_HINT = 'At least 8 characters';

/** The email address field of the login and forgot-password forms. */
export function EmailField(props: Pick<AuthFieldProps, 'value' | 'onChange' | 'error'>) {
  return <AuthField label="Email" type="email" name="email" autoComplete="email" {...props} />;
}
