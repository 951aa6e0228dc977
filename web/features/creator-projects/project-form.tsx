import { useDeferredValue, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import {
  PROJECT_CATEGORIES,
  PROJECT_DRAFT_LIMITS,
  validateProjectDraft,
} from '../../../shared/schemas/project-draft';
import { earliestEndDate, earliestEndDateHint } from '../../../shared/offering/offering-window';
import { ApiError } from '../../lib/api-client';
import { CoverField } from './cover-field';
import {
  EMPTY_VALUES,
  requestBodyOf,
  type FieldName,
  type FormValues,
  type TeamMemberValues,
} from './form-values';
import { GalleryField } from './gallery-field';
import { IncorporationFields } from './incorporation-fields';
import { TeamFields } from './team-fields';
import { MoneyField, TextField } from './text-fields';
import { TermsFields } from './terms-fields';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes-prompt';
import { useHydrated } from '../../lib/use-hydrated';
import { formatCents } from '../../../shared/money/cents';
import { DEFAULT_MINIMUM_INVESTMENT_CENTS } from '../../../shared/money/reg-cf';

/** The $500 floor, shown before it is broken (the SAFE terms schema refuses below it). */
const MINIMUM_FLOOR = formatCents(DEFAULT_MINIMUM_INVESTMENT_CENTS, { cents: 'auto' });

export interface ProjectFormProps {
  initialValues?: FormValues;
  submitLabel: string;
  /** Sends the validated body; rejects with the API's error (field `details` included). */
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
  /** The clock for "end date in the future"; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * The New Project / Edit form. It checks the same shared schema as the server before
 * sending, and shows the server's field messages (e.g. a taken title) the same way.
 */
export function ProjectForm({
  initialValues = EMPTY_VALUES,
  submitLabel,
  onSubmit,
  now = () => new Date(),
}: ProjectFormProps) {
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The form is long: its first screen (the essentials down to the end date, and the
  // save button) is drawn first, the rest (terms, links, incorporation, images, team) in
  // the render React does right after, which a click or keystroke can interrupt. Drawn
  // at once, those Chakra fields were most of the script between a click on New Project
  // and its form on screen (docs/architecture.md#what-a-click-costs).
  // A page the worker rendered keeps the whole form in its HTML (and hydrates it whole):
  // only a form opened in the live app draws its first screen first.
  const live = useHydrated();
  const showRest = useDeferredValue(true, !live);
  // Edits not yet saved ask before the page is left; a save in flight leaves by itself.
  const dirty = !saving && JSON.stringify(values) !== JSON.stringify(initialValues);
  // The offering window's earliest end date, from the same rule the server checks.
  const earliestEnd = earliestEndDate({ publicSince: null, now: now().toISOString() });

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const changeTeam = (team: TeamMemberValues[], stale: string) => {
    setValues((current) => ({ ...current, team }));
    setErrors((current) =>
      stale === 'all'
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !/^team(\.|$)/.test(key)))
        : { ...current, [stale]: undefined, team: undefined },
    );
  };

  const changeGallery = (gallery: string[]) => {
    setValues((current) => ({ ...current, gallery }));
    // Images may have moved places: every gallery error is stale.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !/^gallery(\.|$)/.test(key))),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = requestBodyOf(values);
    const checked = validateProjectDraft(body, now());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(body);
    } catch (error) {
      if (error instanceof ApiError && error.details) setErrors(error.details);
      setFormError(
        error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: change,
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Project details">
      <UnsavedChangesPrompt dirty={dirty} />
      <Stack gap="5">
        {formError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <TextField
          {...field('title')}
          label="Title"
          required
          helper={`Up to ${PROJECT_DRAFT_LIMITS.titleMax} characters; it also forms the project's web address.`}
        />
        <TextField
          {...field('tagline')}
          label="Tagline"
          required
          helper="One sentence investors see on Discover."
        />
        <Field.Root invalid={Boolean(errors.description)} required>
          <Field.Label>
            Description
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="description"
            rows={6}
            value={values.description}
            onChange={(e) => change('description', e.target.value)}
          />
          {!errors.description && (
            <Field.HelperText>
              What the product does, who pays for it, and traction so far (at least{' '}
              {PROJECT_DRAFT_LIMITS.descriptionMin} characters).
            </Field.HelperText>
          )}
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.category)} required>
          <Field.Label>
            Category
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="category"
              value={values.category}
              onChange={(e) => change('category', e.target.value)}
            >
              <option value="">Choose a category</option>
              {PROJECT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.category}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <MoneyField {...field('fundingGoal')} label="Funding goal" helper="Whole dollars." />
          <TextField
            {...field('equity')}
            label="Equity offered (%)"
            required
            helper="Above 0 and at most 100."
          />
          <MoneyField
            {...field('minimumInvestment')}
            label="Minimum investment"
            helper={`At least ${MINIMUM_FLOOR}, and not above the goal.`}
          />
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.endDate)} required>
          <Field.Label>
            End date
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="endDate"
            type="date"
            min={earliestEnd}
            value={values.endDate}
            onChange={(e) => change('endDate', e.target.value)}
            maxW="xs"
          />
          {!errors.endDate && (
            <Field.HelperText>{earliestEndDateHint(earliestEnd)}</Field.HelperText>
          )}
          <Field.ErrorText>{errors.endDate}</Field.ErrorText>
        </Field.Root>
        {showRest && (
          <>
            <TermsFields values={values} errors={errors} onChange={change} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                {...field('website')}
                label="Website"
                helper="Optional, e.g. https://example.com"
              />
              <TextField
                {...field('location')}
                label="Location"
                helper="Optional, e.g. Austin, TX"
              />
            </SimpleGrid>
            <IncorporationFields values={values} errors={errors} onChange={change} />
            <CoverField
              value={values.coverImage}
              error={errors.coverImage}
              onChange={(value) => change('coverImage', value)}
            />
            <GalleryField images={values.gallery} errors={errors} onChange={changeGallery} />
            <TextField
              {...field('videoUrl')}
              label="Video link"
              helper="Optional: a YouTube or Vimeo link (https://…). The project page links to it; videos are not embedded."
            />
            <TeamFields members={values.team} errors={errors} onChange={changeTeam} />
          </>
        )}
        <Button type="submit" colorPalette="blue" loading={saving} alignSelf="flex-start">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
