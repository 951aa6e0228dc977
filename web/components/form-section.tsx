import type { ReactNode } from 'react';
import { Fieldset } from '@chakra-ui/react';

interface FormSectionProps {
  /** The section's name, read as the group's accessible name: "SAFE terms", "Team". */
  legend: ReactNode;
  /** What the section is for, under the legend: what is optional, what the defaults are. */
  description?: ReactNode;
  /** A refusal of the section as a whole (not of one field in it). */
  error?: string | undefined;
  /** Space between the section's fields (Chakra spacing token). */
  gap?: '3' | '4';
  children: ReactNode;
}

/**
 * A group of fields inside a longer form: a fieldset with its legend, an optional line
 * saying what the group is for and the group's own error, so every form's sections look
 * and read alike (a screen reader names the group by its legend).
 */
export function FormSection({ legend, description, error, gap = '4', children }: FormSectionProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      {description && (
        // Body colour: the muted helper colour falls below AA contrast under a legend.
        <Fieldset.HelperText color="fg" fontSize="sm">
          {description}
        </Fieldset.HelperText>
      )}
      <Fieldset.Content gap={gap}>{children}</Fieldset.Content>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
