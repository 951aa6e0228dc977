import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { MoneyError, parseDollarsToCents } from '../../../shared/money/cents';
import type {
  AnnualReportDraft,
  OwnAnnualReportsResponse,
  StatementBasis,
} from '../../../shared/reporting/annual-report-api';
import {
  STATEMENT_BASES,
  STATEMENT_BASIS_LABELS,
} from '../../../shared/reporting/annual-report-api';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-client';
import { useSendForm } from '../../lib/use-send-form';
import { useFileAnnualReport, useOwnAnnualReports, useSetFiscalYearEnd } from './api';
import { dayText, statusText } from './status-text';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const FIGURES = [
  ['revenueCents', 'Revenue for the year ($)'],
  ['netIncomeCents', 'Net income for the year ($, negative for a loss)'],
  ['totalAssetsCents', 'Total assets at year end ($)'],
  ['cashCents', 'Cash at year end ($)'],
  ['debtCents', 'Debt at year end ($)'],
] as const;
type FigureKey = (typeof FIGURES)[number][0];

function LabelledText(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  error?: string;
}) {
  const Control = props.multiline ? Textarea : Input;
  return (
    <Field.Root invalid={props.error !== undefined}>
      <Field.Label>{props.label}</Field.Label>
      <Control
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        {...(props.multiline ? { rows: 6 } : {})}
      />
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** What an amount field needs, or null when it holds an amount. */
function amountProblem(text: string): string | null {
  if (text.trim() === '') return 'Enter an amount.';
  try {
    parseDollarsToCents(text);
    return null;
  } catch (caught) {
    return caught instanceof MoneyError ? caught.message : 'Enter an amount.';
  }
}

type FieldKey = FigureKey | 'business' | 'condition' | 'employees' | 'signedBy';

/**
 * Each field the report cannot be filed without, with what it needs: every one is marked
 * at once, not the first alone.
 */
function reportProblems(fields: {
  business: string;
  condition: string;
  employees: string;
  signedBy: string;
  figures: Record<FigureKey, string>;
}): Partial<Record<FieldKey, string>> {
  const problems: Partial<Record<FieldKey, string>> = {};
  if (fields.business.trim() === '') problems.business = 'Describe the business this year.';
  if (fields.condition.trim() === '') problems.condition = 'Describe the financial condition.';
  for (const [key] of FIGURES) {
    const problem = amountProblem(fields.figures[key]);
    if (problem) problems[key] = problem;
  }
  if (!/^\d+$/.test(fields.employees.trim())) {
    problems.employees = 'Enter a whole number, like 4.';
  }
  if (fields.signedBy.trim() === '') {
    problems.signedBy = 'Enter the name of your principal executive officer.';
  }
  return problems;
}

function FiscalYearEndForm({
  projectId,
  data,
}: {
  projectId: string;
  data: OwnAnnualReportsResponse;
}) {
  const [month, setMonth] = useState(String(data.fiscalYearEnd.month));
  const [day, setDay] = useState(String(data.fiscalYearEnd.day));
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSetFiscalYearEnd(projectId);
  const { submit, busy, failure } = useSendForm(
    () => {
      setSaved(null);
      return save({ month: Number(month), day: Number(day) });
    },
    () => setSaved('Fiscal year end saved.'),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Fiscal year end">
      <Stack gap="2">
        <HStack gap="3" align="end" flexWrap="wrap">
          <Field.Root w="auto">
            <Field.Label>Fiscal year ends in</Field.Label>
            <NativeSelect.Root size="sm" w="40">
              <NativeSelect.Field value={month} onChange={(e) => setMonth(e.target.value)}>
                {MONTHS.map((name, i) => (
                  <option key={name} value={String(i + 1)}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w="24">
            <Field.Label>Day</Field.Label>
            <Input
              size="sm"
              inputMode="numeric"
              value={day}
              onChange={(e) => setDay(e.target.value)}
            />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline" loading={busy}>
            Save year end
          </Button>
        </HStack>
        <FormAlert message={failure} />
        <FormAlert status="success" message={saved} />
      </Stack>
    </form>
  );
}

function FilingForm({ projectId, draft }: { projectId: string; draft: AnnualReportDraft }) {
  const [business, setBusiness] = useState(draft.report.business);
  const [condition, setCondition] = useState(draft.report.financialCondition);
  const [employees, setEmployees] = useState('');
  const [figures, setFigures] = useState<Record<FigureKey, string>>({
    revenueCents: '',
    netIncomeCents: '',
    totalAssetsCents: '',
    cashCents: '',
    debtCents: '',
  });
  const [basis, setBasis] = useState<StatementBasis>('certified');
  const [signedBy, setSignedBy] = useState('');
  const [certify, setCertify] = useState(false);
  const [filed, setFiled] = useState<string | null>(null);
  const [problems, setProblems] = useState<Partial<Record<FieldKey, string>>>({});
  const file = useFileAnnualReport(projectId);
  const { submit, busy, failure } = useSendForm(
    () => {
      const found = reportProblems({ business, condition, employees, signedBy, figures });
      setProblems(found);
      const count = Object.keys(found).length;
      if (count > 0) {
        throw new ApiError(
          422,
          'validation_failed',
          count === 1 ? 'Complete the marked field.' : `Complete the ${count} marked fields.`,
        );
      }
      const amounts = Object.fromEntries(
        FIGURES.map(([key]) => [key, parseDollarsToCents(figures[key])]),
      ) as Record<FigureKey, number>;
      return file({
        fiscalYear: draft.fiscalYear,
        report: {
          business,
          financialCondition: condition,
          employees: Number(employees.trim()),
          ...amounts,
          statementBasis: basis,
          signedBy,
        },
        certify: certify as true,
      });
    },
    () =>
      setFiled(
        `The annual report for fiscal year ${draft.fiscalYear} is filed. Your backers were notified.`,
      ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="annual-report-file-heading">
      <Stack gap="3">
        <Heading as="h3" size="sm" id="annual-report-file-heading">
          Annual report for fiscal year {draft.fiscalYear} (ended {dayText(draft.periodEnd)})
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Drafted from your raise and your updates: complete it, check it, and file it. It is public
          once filed.
        </Text>
        <LabelledText
          label="The business this year"
          value={business}
          onChange={setBusiness}
          multiline
          error={problems.business}
        />
        <LabelledText
          label="Financial condition"
          value={condition}
          onChange={setCondition}
          multiline
          error={problems.condition}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {FIGURES.map(([key, label]) => (
            <Field.Root key={key} invalid={problems[key] !== undefined}>
              <Field.Label>{label}</Field.Label>
              <Input
                inputMode="decimal"
                value={figures[key]}
                onChange={(e) => setFigures((old) => ({ ...old, [key]: e.target.value }))}
              />
              <Field.ErrorText>{problems[key]}</Field.ErrorText>
            </Field.Root>
          ))}
          <Field.Root invalid={problems.employees !== undefined}>
            <Field.Label>Employees</Field.Label>
            <Input
              inputMode="numeric"
              value={employees}
              onChange={(e) => setEmployees(e.target.value)}
            />
            <Field.ErrorText>{problems.employees}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Financial statements</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={basis}
              onChange={(e) => setBasis(e.target.value as StatementBasis)}
            >
              {STATEMENT_BASES.map((b) => (
                <option key={b} value={b}>
                  {STATEMENT_BASIS_LABELS[b]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <LabelledText
          label="Principal executive officer"
          value={signedBy}
          onChange={setSignedBy}
          error={problems.signedBy}
        />
        <Checkbox.Root checked={certify} onCheckedChange={(d) => setCertify(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            I certify that this report and its financial statements are true and complete in all
            material respects.
          </Checkbox.Label>
        </Checkbox.Root>
        <FormAlert message={failure} />
        <FormAlert status="success" message={filed} />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
          File the annual report
        </Button>
      </Stack>
    </form>
  );
}

/** The founder's annual reporting on their funded project's page. */
export function AnnualReportSection({ projectId }: { projectId: string }) {
  const state = useOwnAnnualReports(projectId);
  return (
    <Stack
      as="section"
      gap="4"
      borderWidth="1px"
      rounded="lg"
      p="5"
      aria-labelledby="own-annual-report-heading"
    >
      <Heading as="h2" size="md" id="own-annual-report-heading">
        Annual report
      </Heading>
      {state.status === 'loading' && <Text color="fg.muted">Loading the annual report…</Text>}
      {state.status === 'error' && (
        <LoadError what="the annual report" message={state.error.message} onRetry={state.retry} />
      )}
      {state.status === 'success' && state.data.status && (
        <>
          <HStack gap="3" align="start">
            <Badge>{statusText(state.data.status).badge}</Badge>
            <Text fontSize="sm">{statusText(state.data.status).sentence}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Regulation Crowdfunding asks for an annual report within 120 days of each fiscal year
            end. We remind you 30 and 7 days before it is due.
          </Text>
          {state.data.fiscalYearEndEditable && (
            <FiscalYearEndForm projectId={projectId} data={state.data} />
          )}
          {state.data.draft &&
            (state.data.draft.canFile ? (
              <FilingForm
                key={`${state.data.draft.fiscalYear}-${state.data.draft.periodEnd}`}
                projectId={projectId}
                draft={state.data.draft}
              />
            ) : (
              <Text fontSize="sm">
                The report for fiscal year {state.data.draft.fiscalYear} can be filed after the year
                ends on {dayText(state.data.draft.periodEnd)}.
              </Text>
            ))}
        </>
      )}
    </Stack>
  );
}
