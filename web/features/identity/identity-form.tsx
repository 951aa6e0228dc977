import { useState, type FormEvent } from 'react';
import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IdentityCheckRequest } from '../../../shared/identity/check';
import { ApiError } from '../../lib/api-client';
import { useSubmitIdentityCheck } from '../../components/identity/identity-api';

const EMPTY = {
  legalName: '',
  dateOfBirth: '',
  line1: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  taxIdLast4: '',
};

type Values = typeof EMPTY;
type FieldName = keyof Values;

/** The API's field keys (`address.city`) as this form's field names. */
const FIELD_OF: Record<string, FieldName> = {
  legalName: 'legalName',
  dateOfBirth: 'dateOfBirth',
  'address.line1': 'line1',
  'address.city': 'city',
  'address.region': 'region',
  'address.postalCode': 'postalCode',
  'address.country': 'country',
  taxIdLast4: 'taxIdLast4',
};

function requestOf(values: Values): IdentityCheckRequest {
  return {
    legalName: values.legalName,
    dateOfBirth: values.dateOfBirth,
    address: {
      line1: values.line1,
      city: values.city,
      region: values.region,
      postalCode: values.postalCode,
      country: values.country.trim().toUpperCase(),
    },
    taxIdLast4: values.taxIdLast4.trim(),
  };
}

function TextField(props: {
  name: FieldName;
  label: string;
  values: Values;
  errors: Partial<Record<FieldName, string>>;
  onChange: (name: FieldName, value: string) => void;
  type?: string;
  autoComplete?: string;
  helper?: string;
  inputMode?: 'numeric';
  maxLength?: number;
}) {
  const error = props.errors[props.name];
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        name={props.name}
        type={props.type ?? 'text'}
        value={props.values[props.name]}
        onChange={(e) => props.onChange(props.name, e.target.value)}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
      />
      {props.helper && !error && <Field.HelperText>{props.helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The identity check's form: what the provider needs, and never a whole tax id. */
export function IdentityForm() {
  const submitCheck = useSubmitIdentityCheck();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onChange = (name: FieldName, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await submitCheck(requestOf(values));
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      const fieldErrors: Partial<Record<FieldName, string>> = {};
      for (const [key, message] of Object.entries(apiError?.details ?? {})) {
        const field = FIELD_OF[key];
        if (field) fieldErrors[field] = message;
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setFailure(apiError?.message ?? 'Something went wrong. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  }

  const field = { values, errors, onChange };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Identity check">
      <Stack gap="4" maxW="2xl">
        <TextField {...field} name="legalName" label="Legal name" autoComplete="name" />
        <TextField
          {...field}
          name="dateOfBirth"
          label="Date of birth"
          type="date"
          autoComplete="bday"
        />
        <TextField {...field} name="line1" label="Street address" autoComplete="address-line1" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField {...field} name="city" label="City" autoComplete="address-level2" />
          <TextField
            {...field}
            name="region"
            label="State or region"
            autoComplete="address-level1"
          />
          <TextField {...field} name="postalCode" label="Postal code" autoComplete="postal-code" />
          <TextField
            {...field}
            name="country"
            label="Country"
            autoComplete="country"
            helper="A two-letter code, such as US."
            maxLength={2}
          />
        </SimpleGrid>
        <TextField
          {...field}
          name="taxIdLast4"
          label="Last four digits of your tax id"
          helper="Only the last four digits of your SSN or ITIN. We never ask for, or keep, the whole number."
          inputMode="numeric"
          maxLength={4}
        />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={busy}>
          Verify identity
        </Button>
        {failure && (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        )}
      </Stack>
    </form>
  );
}
