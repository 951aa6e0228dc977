import { Checkbox, Field, Input, InputGroup, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { FormSection } from '../../components/form-section';
import { SAFE_VARIANTS, SAFE_VARIANT_LABELS } from '../../../shared/offering/safe-terms';
import { CapEquityHelper } from './cap-equity-helper';
import type { FieldName, FormValues } from './form-values';

export interface TermsFieldsProps {
  values: FormValues;
  errors: Partial<Record<string, string>>;
  onChange: (name: FieldName, value: string) => void;
}

function AmountField(
  props: TermsFieldsProps & { name: FieldName; label: string; helper: string; prefix?: string },
) {
  const { name, label, helper, prefix, values, errors, onChange } = props;
  const input = (
    <Input
      name={name}
      inputMode="numeric"
      value={values[name]}
      onChange={(e) => onChange(name, e.target.value)}
    />
  );
  return (
    <Field.Root invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      {prefix ? <InputGroup startElement={prefix}>{input}</InputGroup> : input}
      {!errors[name] && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The SAFE terms of the offering (optional): the YC post-money SAFE type, its cap and/or
 * discount, the pro-rata side letter and the maximum raise. Left empty, the offering gets
 * the default terms at approval (a cap of goal ÷ equity offered). Checked by the shared
 * SAFE schema together with the goal, minimum and end date above.
 */
export function TermsFields(props: TermsFieldsProps) {
  const { values, errors, onChange } = props;
  const variant = values['terms.variant'];
  const hasCap = variant === 'cap' || variant === 'cap_and_discount';
  const hasDiscount = variant === 'discount' || variant === 'cap_and_discount';
  return (
    <FormSection
      legend="SAFE terms"
      description="Optional. Without a SAFE type, the offering uses a valuation cap of the goal divided by the equity offered, a maximum raise equal to the goal and no pro-rata letter."
    >
      <Field.Root invalid={Boolean(errors['terms.variant'])}>
        <Field.Label>SAFE type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="terms.variant"
            value={variant}
            onChange={(e) => onChange('terms.variant', e.target.value)}
          >
            <option value="">Default terms</option>
            {SAFE_VARIANTS.map((v) => (
              <option key={v} value={v}>
                {SAFE_VARIANT_LABELS[v]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors['terms.variant']}</Field.ErrorText>
      </Field.Root>
      {variant !== '' && (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {hasCap && (
              <AmountField
                {...props}
                name="terms.valuationCapDollars"
                label="Post-money valuation cap"
                helper="Whole dollars, above the maximum raise."
                prefix="$"
              />
            )}
            {hasDiscount && (
              <AmountField
                {...props}
                name="terms.discountPercent"
                label="Discount (%)"
                helper="A whole percent, 1 to 50."
              />
            )}
            <AmountField
              {...props}
              name="terms.maximumRaise"
              label="Maximum raise"
              helper="At least the goal; empty means the goal."
              prefix="$"
            />
          </SimpleGrid>
          <Field.Root invalid={Boolean(errors['terms.proRata'])}>
            <Checkbox.Root
              checked={values['terms.proRata'] === 'true'}
              onCheckedChange={(e) => onChange('terms.proRata', e.checked === true ? 'true' : '')}
            >
              <Checkbox.HiddenInput name="terms.proRata" />
              <Checkbox.Control />
              <Checkbox.Label>Investors get a pro-rata side letter</Checkbox.Label>
            </Checkbox.Root>
            <Field.ErrorText>{errors['terms.proRata']}</Field.ErrorText>
          </Field.Root>
          {hasCap && <CapEquityHelper values={values} onChange={onChange} />}
        </>
      )}
    </FormSection>
  );
}
