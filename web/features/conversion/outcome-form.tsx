import { useState, type FormEvent } from 'react';
import { formatDate } from '../../../shared/format';
import { Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ConversionKind } from '../../../shared/conversion/api';
import type { SafeInstrument } from '../../../shared/conversion/instruments';
import { FormAlert } from '../../components/form-alert';
import { useRecordOutcome } from './api';
import { ConversionPreviewView } from './conversion-preview';
import { refusalText } from './error-message';
import { newIdempotencyKey, type FieldErrors } from './form-inputs';
import { OutcomeFields } from './outcome-fields';
import { EMPTY_OUTCOME_INPUTS, outcomeRequestOf, type OutcomeInputs } from './outcome-inputs';
import { previewOf, type ConversionPreview } from './preview';

const KIND_LABEL: Record<ConversionKind, string> = {
  priced_round: 'A priced round',
  liquidity: 'A sale of the company (liquidity event)',
  dissolution: 'A dissolution',
};

const KINDS = Object.keys(KIND_LABEL) as ConversionKind[];
const isKind = (value: string): value is ConversionKind => value in KIND_LABEL;

/**
 * "Record what happened next": the founder picks the event, types its figures, previews
 * what every SAFE becomes, then confirms. Any change of a figure drops the preview, so
 * only what was previewed is recorded.
 */
export function OutcomeForm({ projectId, stack }: { projectId: string; stack: SafeInstrument[] }) {
  const [kind, setKind] = useState<ConversionKind>('priced_round');
  const [inputs, setInputs] = useState(EMPTY_OUTCOME_INPUTS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<ConversionPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per previewed set of figures: a retried confirm records nothing twice.
  const [key, setKey] = useState(newIdempotencyKey);
  const record = useRecordOutcome(projectId);

  const changed = () => {
    setPreview(null);
    setFailure(null);
    setKey(newIdempotencyKey());
  };

  function showPreview(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = outcomeRequestOf(kind, inputs, key);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setPreview(null);
      return;
    }
    setErrors({});
    const result = previewOf(parsed.value, stack);
    if (result.ok) setPreview(result.preview);
    else setFailure(result.message);
  }

  async function confirm(previewed: ConversionPreview) {
    setFailure(null);
    setBusy(true);
    try {
      // On success the founder's picture in the cache is replaced: the section shows it.
      await record(previewed.request);
    } catch (caught) {
      setFailure(refusalText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={showPreview} noValidate aria-labelledby="outcome-heading">
      <Stack gap="4">
        <Heading as="h3" size="sm" id="outcome-heading">
          Record what happened next
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Every SAFE in the stack converts once, by its own terms. Preview the result, then confirm:
          a recorded event cannot be changed, and every investor is told.
        </Text>
        <Field.Root>
          <Field.Label>What happened</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={kind}
              onChange={(event) => {
                if (isKind(event.target.value)) setKind(event.target.value);
                setErrors({});
                changed();
              }}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABEL[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <OutcomeFields
          kind={kind}
          inputs={inputs}
          errors={errors}
          onChange={(field: keyof OutcomeInputs, value: string) => {
            setInputs((old) => ({ ...old, [field]: value }));
            changed();
          }}
        />
        {!preview && (
          <Button type="submit" variant="outline" alignSelf="start">
            Preview the conversion
          </Button>
        )}
        <FormAlert message={errors.form} />
        {preview && (
          <Stack
            as="section"
            aria-labelledby="preview-heading"
            gap="3"
            borderWidth="1px"
            rounded="md"
            p="4"
          >
            <Heading as="h4" size="sm" id="preview-heading">
              Preview: {KIND_LABEL[preview.request.kind].toLowerCase()} on{' '}
              {formatDate(preview.request.occurredOn)}
            </Heading>
            <ConversionPreviewView preview={preview} />
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="brand" loading={busy} onClick={() => void confirm(preview)}>
                Confirm and record
              </Button>
              <Button variant="ghost" onClick={changed} disabled={busy}>
                Change the figures
              </Button>
            </HStack>
          </Stack>
        )}
        <FormAlert message={failure} />
      </Stack>
    </form>
  );
}
