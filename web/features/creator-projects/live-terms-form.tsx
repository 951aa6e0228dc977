import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ManagedProject } from '../../../shared/api';
import {
  isMaterialChange,
  RECONFIRMATION_BUSINESS_DAYS,
} from '../../../shared/offering/terms-change';
import { draftInputOf } from '../../../shared/schemas/project-draft';
import {
  validateLiveTerms,
  type LiveTermsChange,
} from '../../../shared/schemas/project-live-terms';
import { ApiError } from '../../lib/api-client';
import { ActionDialog } from '../../components/action-dialog';
import { toaster } from '../../components/ui/toaster';
import { useChangeTerms } from './api/change-terms';
import { formValuesOf, termsBodyOf, type FieldName, type FormValues } from './form-values';
import { TermsFields } from './terms-fields';

const amountOf = (text: string) => {
  const cleaned = text.replace(/[$,%\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
};

/** What the change does to committed investors, in one sentence. */
export function consequenceOf(project: ManagedProject, change: LiveTermsChange): string {
  const investors = project.investors;
  if (!project.terms || !isMaterialChange(project.terms, change.terms)) {
    return 'This change is not material: no investor needs to reconfirm.';
  }
  if (investors === 0) return 'Nobody has committed yet, so no investor needs to reconfirm.';
  const who = investors === 1 ? '1 investor' : `${investors} investors`;
  return `${who} must reconfirm within ${RECONFIRMATION_BUSINESS_DAYS} business days; any commitment not reconfirmed by then is cancelled and refunded.`;
}

/**
 * The terms of a live offering (goal, minimum, end date, SAFE terms). Saving is never a
 * silent edit: a dialog says what the change does (how many investors must reconfirm)
 * before it is recorded as a terms change.
 */
export function LiveTermsForm({
  project,
  now = () => new Date(),
}: {
  project: ManagedProject;
  now?: () => Date;
}) {
  const [values, setValues] = useState<FormValues>(() => formValuesOf(draftInputOf(project)));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState<LiveTermsChange | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changeTerms = useChangeTerms();

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const body = () => ({
    fundingGoal: amountOf(values.fundingGoal),
    minimumInvestment: amountOf(values.minimumInvestment),
    endDate: values.endDate,
    terms: values['terms.variant'] === '' ? undefined : termsBodyOf(values),
    termsVersion: project.termsVersion ?? 0,
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateLiveTerms(body(), now());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setPending(checked.change);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await changeTerms({ id: project.id, body: body() });
      setPending(null);
      const { reconfirmations } = answer.change;
      toaster.create({
        type: 'success',
        title: answer.change.changed ? 'Terms changed' : 'Nothing changed',
        description:
          reconfirmations > 0
            ? `${reconfirmations} commitment${reconfirmations === 1 ? '' : 's'} must be reconfirmed.`
            : project.title,
      });
    } catch (error) {
      if (error instanceof ApiError && error.details) setErrors(error.details);
      setFailure(
        error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      );
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const money = (name: FieldName, label: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup startElement="$">
        <Input
          name={name}
          inputMode="numeric"
          value={values[name]}
          onChange={(e) => change(name, e.target.value)}
        />
      </InputGroup>
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={review} noValidate aria-label="Offering terms">
      <Stack gap="5">
        <Text>
          This offering is live. A change to its goal, minimum, end date, SAFE type, cap, discount
          or pro-rata letter is a material change: every investor who committed must reconfirm.
        </Text>
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {money('fundingGoal', 'Funding goal')}
          {money('minimumInvestment', 'Minimum investment')}
          <Field.Root invalid={Boolean(errors.endDate)} required>
            <Field.Label>
              End date
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="endDate"
              type="date"
              value={values.endDate}
              onChange={(e) => change('endDate', e.target.value)}
            />
            <Field.ErrorText>{errors.endDate}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <TermsFields values={values} errors={errors} onChange={change} />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start">
          Review the change
        </Button>
      </Stack>
      <ActionDialog
        alert
        open={pending !== null}
        onOpenChange={(next) => !next && setPending(null)}
        title={<>Change the terms of {project.title}?</>}
        cancelLabel="Keep the terms"
        confirmLabel="Change the terms"
        palette="blue"
        busy={busy}
        action={{ confirm: () => void confirm() }}
      >
        <Text>{pending && consequenceOf(project, pending)}</Text>
      </ActionDialog>
    </form>
  );
}
