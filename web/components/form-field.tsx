import { useId, type ReactNode } from 'react';
import { chakra, useRecipe, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

/** What a field gives its control: its id and the attributes that tie it to its label and texts. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  disabled: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-errormessage': string | undefined;
  'data-invalid': '' | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  /** Shown under the control while the field is invalid. */
  error?: ReactNode;
  /** A rule shown under the control, e.g. "At least 8 characters". */
  hint?: string | undefined;
  /** Put at the far end of the label's line. */
  labelAside?: ReactNode;
  /** The control, given the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control drawn with Chakra's field recipe, as `Field.Root`, `Field.Label`,
 * `Field.HelperText` and `Field.ErrorText` draw it, with the same ARIA. Chakra's Field and
 * Input are Ark's, whose code (with Zag's runtime and the textarea's auto-resize, about
 * 5 KiB gzip) every public form page fetched before its first keystroke for what is a
 * label, an input and two texts tied together by ids. The forms a signed-out visitor
 * meets first (sign-in, sign-up, forgot password, contact) draw their fields with this.
 */
export function FormField({
  label,
  required = false,
  invalid = false,
  disabled = false,
  error,
  hint,
  labelAside,
  children,
}: FormFieldProps) {
  const id = useId();
  const styles = useSlotRecipe({ key: 'field' })({});
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const state = {
    'data-invalid': invalid ? '' : undefined,
    'data-disabled': disabled ? '' : undefined,
    'data-required': required ? '' : undefined,
  } as const;
  const labelElement = (
    <chakra.label css={styles.label} htmlFor={id} data-scope="field" data-part="label" {...state}>
      {label}
      {required && (
        <chakra.span
          css={styles.requiredIndicator}
          aria-hidden="true"
          data-scope="field"
          data-part="required-indicator"
        >
          *
        </chakra.span>
      )}
    </chakra.label>
  );
  return (
    <chakra.div css={styles.root} role="group" data-scope="field" data-part="root" {...state}>
      {labelAside ? (
        <chakra.div display="flex" alignItems="center" justifyContent="space-between" w="full">
          {labelElement}
          {labelAside}
        </chakra.div>
      ) : (
        labelElement
      )}
      {children({
        id,
        required,
        disabled,
        'aria-invalid': invalid || undefined,
        'aria-describedby': hint ? hintId : undefined,
        'aria-errormessage': invalid && error ? errorId : undefined,
        'data-invalid': state['data-invalid'],
      })}
      {hint && (
        <chakra.div css={styles.helperText} id={hintId} data-scope="field" data-part="helper-text">
          {hint}
        </chakra.div>
      )}
      {invalid && error && (
        <chakra.div
          css={styles.errorText}
          id={errorId}
          aria-live="polite"
          data-scope="field"
          data-part="error-text"
        >
          {error}
        </chakra.div>
      )}
    </chakra.div>
  );
}

/** A text input drawn with Chakra's input recipe (Chakra's `Input` without Ark's Field). */
export function FieldInput({ css, ...props }: HTMLChakraProps<'input'>) {
  const styles = useRecipe({ key: 'input' })({});
  return <chakra.input css={[styles, css]} data-scope="field" data-part="input" {...props} />;
}

/** A multi-line input drawn with Chakra's textarea recipe (Chakra's `Textarea` without Ark's Field). */
export function FieldTextarea({ css, ...props }: HTMLChakraProps<'textarea'>) {
  const styles = useRecipe({ key: 'textarea' })({});
  return <chakra.textarea css={[styles, css]} data-scope="field" data-part="textarea" {...props} />;
}
