import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { INCORPORATION_STATES } from '../../../shared/schemas/project-text-fields';
import type { FieldName, FormValues } from './form-values';
import { TextField } from './text-fields';

interface IncorporationFieldsProps {
  values: FormValues;
  errors: Partial<Record<string, string>>;
  onChange: (name: FieldName, value: string) => void;
}

/** Where and when the company was incorporated: a US state (or DC) and a year, both optional. */
export function IncorporationFields({ values, errors, onChange }: IncorporationFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <Field.Root invalid={Boolean(errors.incorporationState)}>
        <Field.Label>State of incorporation</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="incorporationState"
            value={values.incorporationState}
            onChange={(e) => onChange('incorporationState', e.target.value)}
          >
            <option value="">Not given</option>
            {INCORPORATION_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {!errors.incorporationState && <Field.HelperText>Optional.</Field.HelperText>}
        <Field.ErrorText>{errors.incorporationState}</Field.ErrorText>
      </Field.Root>
      <TextField
        name="incorporationYear"
        label="Year of incorporation"
        value={values.incorporationYear}
        error={errors.incorporationYear}
        helper="Optional, e.g. 2021"
        onChange={onChange}
      />
    </SimpleGrid>
  );
}
