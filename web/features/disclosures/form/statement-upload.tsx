import { useState } from 'react';
import { Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { DisclosuresView } from '../../../../shared/disclosures/api';
import { STATEMENT_MAX_BYTES } from '../../../../shared/disclosures/storage';
import {
  CERTIFIED_UP_TO_CENTS,
  FIRST_TIME_REVIEWED_UP_TO_CENTS,
  REVIEWED_UP_TO_CENTS,
  STATEMENT_TIER_LABELS,
  STATEMENT_TIERS,
  type StatementTier,
} from '../../../../shared/disclosures/thresholds';
import { formatMoney, formatDate } from '../../../../shared/format';
import { FileUploadButton } from '../../../components/file-upload-button';
import { FormAlert } from '../../../components/form-alert';
import { FormSection } from '../../../components/form-section';
import { ApiError } from '../../../lib/api-client';
import { useUploadStatement } from '../api/upload-statement';
import { liveChangeConsequence, liveChangeOutcome, type LiveOffering } from './live-change';

const dollars = (cents: number) => formatMoney(cents / 100);
const HINT_ID = 'statement-upload-hint';

/** Why the raise's size needs this tier: 17 CFR 227.201(t) in one sentence. */
function tierReason(tier: StatementTier): string {
  switch (tier) {
    case 'certified':
      return `A raise of up to ${dollars(CERTIFIED_UP_TO_CENTS)} needs statements certified by the principal executive officer.`;
    case 'reviewed':
      return `A raise above ${dollars(CERTIFIED_UP_TO_CENTS)} needs statements reviewed by an independent accountant (up to ${dollars(REVIEWED_UP_TO_CENTS)}, or ${dollars(FIRST_TIME_REVIEWED_UP_TO_CENTS)} for a first raise under Regulation Crowdfunding).`;
    case 'audited':
      return `A raise above ${dollars(FIRST_TIME_REVIEWED_UP_TO_CENTS)} needs statements audited by an independent accountant.`;
  }
}

function problemOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  const details = Object.values(error.details ?? {});
  return details.length > 0 ? details.join(' ') : error.message;
}

/**
 * Form C 227.201(t): the financial statements as a PDF, at the tier the raise needs. On a
 * live offering new statements are a material change, said beside the button.
 */
export function StatementUpload({
  projectId,
  disclosures,
  live,
}: {
  projectId: string;
  disclosures: DisclosuresView;
  live?: LiveOffering;
}) {
  const { requiredTier, statement } = disclosures;
  const upload = useUploadStatement();
  const [tier, setTier] = useState<StatementTier>(requiredTier);
  const [periodEnd, setPeriodEnd] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    setDone(null);
    if (!periodEnd) {
      setProblem('Give the date the statements end before choosing the PDF.');
      return;
    }
    if (file.size > STATEMENT_MAX_BYTES) {
      setProblem('The PDF is over 10 MB.');
      return;
    }
    setUploading(true);
    try {
      const answer = await upload({ projectId, file, tier, periodEnd });
      const uploaded = `${file.name} uploaded.`;
      setDone(live ? liveChangeOutcome(uploaded, answer.change) : uploaded);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormSection
      legend="Financial statements"
      description={`This raise needs statements that are: ${STATEMENT_TIER_LABELS[requiredTier].toLowerCase()}. ${tierReason(requiredTier)}`}
    >
      {statement && (
        <Text>
          Uploaded: {statement.fileName} ({STATEMENT_TIER_LABELS[statement.tier].toLowerCase()},
          period ending {formatDate(statement.periodEnd)}).
        </Text>
      )}
      <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
        <Field.Root>
          <Field.Label>Tier of the statements</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="statement.tier"
              value={tier}
              onChange={(e) => {
                const chosen = STATEMENT_TIERS.find((value) => value === e.target.value);
                if (chosen) setTier(chosen);
              }}
            >
              {STATEMENT_TIERS.map((value) => (
                <option key={value} value={value}>
                  {STATEMENT_TIER_LABELS[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Period end</Field.Label>
          <Input
            type="date"
            name="statement.periodEnd"
            value={periodEnd}
            onChange={(e) => setPeriodEnd(e.target.value)}
          />
        </Field.Root>
      </Stack>
      <Text id={HINT_ID} fontSize="sm">
        A PDF, up to 10 MB. A stronger tier than required is accepted.
        {live && ` New statements are a material change: ${liveChangeConsequence(live)}`}
      </Text>
      <FileUploadButton
        accept={['application/pdf']}
        inputLabel="Financial statements PDF"
        inputTestId="statement-file"
        onFile={(file) => void send(file)}
        uploading={uploading}
        describedBy={HINT_ID}
        alignSelf="flex-start"
      >
        {statement ? 'Replace the PDF' : 'Upload the PDF'}
      </FileUploadButton>
      <FormAlert message={problem} />
      <FormAlert message={done} status="success" />
    </FormSection>
  );
}
