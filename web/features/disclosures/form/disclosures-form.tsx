import { useState, type FormEvent } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import * as v from 'valibot';
import type { DisclosuresView } from '../../../../shared/disclosures/api';
import { disclosurePartsSchema, type DisclosureParts } from '../../../../shared/disclosures/schema';
import { fieldErrorsOf } from '../../../../shared/schemas/project-draft';
import { ActionDialog } from '../../../components/action-dialog';
import { FormAlert } from '../../../components/form-alert';
import { FormSection } from '../../../components/form-section';
import { ApiError } from '../../../lib/api-client';
import { useSaveDisclosures } from '../api/save-disclosures';
import { DisclosureTextarea } from './fields';
import { draftOf, partsOf, type DisclosuresDraft } from './form-state';
import { liveChangeConsequence, liveChangeOutcome, type LiveOffering } from './live-change';
import { HolderFields, OfficerFields } from './people-fields';

type Errors = Partial<Record<string, string>>;

/** The server's field keys are `parts.<part>…`; the form's are the part's own path. */
function formErrorsOf(error: ApiError): Errors {
  return Object.fromEntries(
    Object.entries(error.details ?? {}).map(([key, message]) => [
      key.replace(/^parts\./, ''),
      message,
    ]),
  );
}

/**
 * The disclosures' written parts (officers and directors, 20 % holders, use of proceeds,
 * risk factors, financial condition), saved together. A part left blank is not sent and
 * stays missing on the checklist. On a live offering a save is never silent: a dialog
 * says who must reconfirm before the change is recorded.
 */
export function DisclosuresForm({
  projectId,
  disclosures,
  live,
}: {
  projectId: string;
  disclosures: DisclosuresView;
  live?: LiveOffering;
}) {
  const save = useSaveDisclosures();
  const [draft, setDraft] = useState<DisclosuresDraft>(() => draftOf(disclosures.parts));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The checked parts of a live offering, waiting for the founder to confirm the change.
  const [pending, setPending] = useState<DisclosureParts | null>(null);
  const edit = (change: Partial<DisclosuresDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setSaved(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(null);
    const parts = partsOf(draft);
    const checked = v.safeParse(disclosurePartsSchema, parts);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.issues));
      setProblem('Check the highlighted fields.');
      return;
    }
    setErrors({});
    if (live) setPending(checked.output);
    else await persist(checked.output);
  };

  const persist = async (parts: DisclosureParts) => {
    setSaving(true);
    try {
      const answer = await save({ projectId, parts, version: disclosures.version });
      setSaved(
        live ? liveChangeOutcome('Disclosures saved.', answer.change) : 'Disclosures saved.',
      );
      setPending(null);
    } catch (error) {
      setPending(null);
      if (error instanceof ApiError) {
        setErrors(formErrorsOf(error));
        setProblem(error.message);
      } else {
        setProblem('Something went wrong. Please try again.');
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Disclosures" noValidate>
      <Stack gap="6">
        <OfficerFields
          officers={draft.officers}
          errors={errors}
          onChange={(officers) => edit({ officers })}
        />
        <HolderFields
          holders={draft.principalHolders}
          noHolders={draft.noPrincipalHolders}
          errors={errors}
          onChange={(principalHolders, noPrincipalHolders) =>
            edit({ principalHolders, noPrincipalHolders })
          }
        />
        <FormSection
          legend="Use of proceeds"
          description="How the company will spend the money if the raise reaches its goal, and if it reaches its maximum."
          error={errors.useOfProceeds}
        >
          <DisclosureTextarea
            label="At the goal"
            name="useOfProceeds.atGoal"
            value={draft.atGoal}
            error={errors['useOfProceeds.atGoal']}
            onChange={(atGoal) => edit({ atGoal })}
          />
          <DisclosureTextarea
            label="At the maximum"
            name="useOfProceeds.atMaximum"
            value={draft.atMaximum}
            error={errors['useOfProceeds.atMaximum']}
            onChange={(atMaximum) => edit({ atMaximum })}
          />
        </FormSection>
        <FormSection
          legend="Risk factors"
          description="The risks specific to this company (not to every startup), one per field."
          error={errors.riskFactors}
        >
          {draft.riskFactors.map((risk, index) => (
            <Stack key={index} gap="2">
              <DisclosureTextarea
                label={`Risk ${index + 1}`}
                name={`riskFactors.${index}`}
                value={risk}
                error={errors[`riskFactors.${index}`]}
                onChange={(text) =>
                  edit({ riskFactors: draft.riskFactors.map((r, at) => (at === index ? text : r)) })
                }
              />
              <Button
                variant="outline"
                size="sm"
                alignSelf="flex-start"
                aria-label={`Remove risk ${index + 1}`}
                onClick={() =>
                  edit({ riskFactors: draft.riskFactors.filter((_, at) => at !== index) })
                }
              >
                Remove
              </Button>
            </Stack>
          ))}
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            onClick={() => edit({ riskFactors: [...draft.riskFactors, ''] })}
          >
            Add a risk
          </Button>
        </FormSection>
        <FormSection legend="Financial condition" error={undefined}>
          <DisclosureTextarea
            label="The company's financial condition"
            name="financialCondition"
            value={draft.financialCondition}
            error={errors.financialCondition}
            helper="At least 50 characters: cash, runway, debt, revenue, results of operations."
            onChange={(financialCondition) => edit({ financialCondition })}
          />
        </FormSection>
        <FormAlert message={problem} />
        <FormAlert message={saved} status="success" />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={saving && !live}>
          {live ? 'Review the change' : 'Save disclosures'}
        </Button>
      </Stack>
      {live && (
        <ActionDialog
          alert
          open={pending !== null}
          onOpenChange={(next) => !next && setPending(null)}
          title={<>Change the disclosures of {live.title}?</>}
          cancelLabel="Keep the disclosures"
          confirmLabel="Save and ask to reconfirm"
          palette="blue"
          busy={saving}
          action={{ confirm: () => void (pending && persist(pending)) }}
        >
          <Text>{liveChangeConsequence(live)}</Text>
        </ActionDialog>
      )}
    </form>
  );
}

/** The section's heading and what it is for (before review, or once investors read them). */
export function DisclosuresIntro({ live = false }: { live?: boolean }) {
  return (
    <Stack gap="1">
      <Heading as="h2" size="xl" id="disclosures">
        Disclosures
      </Heading>
      <Text>
        What Regulation Crowdfunding asks every founder to disclose (the Form C content).{' '}
        {live
          ? 'Investors read them on the project page’s Disclosures tab.'
          : 'A project is sent for review only once every part is complete.'}
      </Text>
    </Stack>
  );
}
