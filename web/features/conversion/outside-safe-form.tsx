import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../../components/form-alert';
import { useRecordOutsideSafe } from './api';
import { refusalText } from './error-message';
import { FigureField } from './figure-field';
import { newIdempotencyKey, type FieldErrors } from './form-inputs';
import {
  EMPTY_OUTSIDE_SAFE_INPUTS,
  outsideSafeRequestOf,
  type OutsideSafeInputs,
} from './outside-safe-inputs';

type TextInput = Exclude<keyof OutsideSafeInputs, 'mfn'>;

/** The SAFE's figures, in the order a founder reads them off the signed document. */
const FIELDS: readonly {
  name: TextInput;
  label: string;
  help?: string;
  required?: boolean;
  numeric?: boolean;
  type?: 'date';
}[] = [
  { name: 'holder', label: 'Holder', numeric: false },
  { name: 'purchase', label: 'Purchase amount', help: 'In dollars, e.g. 100,000' },
  {
    name: 'valuationCap',
    label: 'Post-money valuation cap',
    help: 'In whole dollars; leave empty for none',
    required: false,
  },
  {
    name: 'discount',
    label: 'Discount (%)',
    help: 'Whole percent, e.g. 20; leave empty for none',
    required: false,
  },
  { name: 'issuedOn', label: 'Issued on', type: 'date' },
];

/** "Add a SAFE sold outside LaunchFund": completes the stack before anything converts. */
export function OutsideSafeForm({ projectId }: { projectId: string }) {
  const [inputs, setInputs] = useState(EMPTY_OUTSIDE_SAFE_INPUTS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per set of figures: a retry after a lost answer records nothing twice.
  const [key, setKey] = useState(newIdempotencyKey);
  const record = useRecordOutsideSafe(projectId);

  const set = <K extends keyof OutsideSafeInputs>(field: K, value: OutsideSafeInputs[K]) => {
    setInputs((old) => ({ ...old, [field]: value }));
    setKey(newIdempotencyKey());
    setDone(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = outsideSafeRequestOf(inputs, key);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await record(parsed.value);
      setDone(`Added ${parsed.value.holder}'s SAFE to the stack.`);
      setInputs(EMPTY_OUTSIDE_SAFE_INPUTS);
      setKey(newIdempotencyKey());
    } catch (caught) {
      setFailure(refusalText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="outside-safe-heading">
      <Stack gap="3">
        <Heading as="h3" size="sm" id="outside-safe-heading">
          Add a SAFE sold outside LaunchFund
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Every convertible the company sold elsewhere converts with these SAFEs, so enter them all
          before recording a round.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {FIELDS.map(({ name, ...field }) => (
            <FigureField
              key={name}
              {...field}
              value={inputs[name]}
              onChange={(value) => set(name, value)}
              error={errors[name]}
            />
          ))}
        </SimpleGrid>
        <Checkbox.Root
          checked={inputs.mfn}
          onCheckedChange={(details) => set('mfn', details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Most-favoured-nation (MFN) clause</Checkbox.Label>
        </Checkbox.Root>
        <FormAlert message={failure ?? errors.form} />
        <FormAlert status="success" message={done} />
        <Button type="submit" variant="outline" alignSelf="start" loading={busy}>
          Add the SAFE
        </Button>
      </Stack>
    </form>
  );
}
