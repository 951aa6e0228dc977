import { useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Field,
  HStack,
  Heading,
  Input,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  COMMIT_ACKNOWLEDGEMENT_MESSAGES,
  type CommitAcknowledgement,
  type InvestmentResponse,
  type OfferingView,
} from '../../../../shared/investing/api';
import {
  SIGNATURE_MISMATCH_MESSAGE,
  signatureMatches,
} from '../../../../shared/investing/signature';
import { formatCents } from '../../../../shared/money/cents';
import { safeDocumentDataOf } from '../../../../shared/offering/safe-document';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useCommitInvestment } from '../api/commit-investment';
import { newIdempotencyKey } from '../idempotency-key';
import { Acknowledgements, NOTHING_ACKNOWLEDGED, type Acknowledged } from './acknowledgements';
import { commitFailureText } from './commit-failure';
import { SafeTermsList } from './safe-terms-list';
import { SafeText } from './safe-text';
import { useRenderedSafe } from './use-rendered-safe';

interface ReviewStepProps {
  offering: OfferingView;
  amountCents: number;
  defaultLegalName: string;
  onBack: () => void;
  onCommitted: (answer: InvestmentResponse) => void;
  /** The server refused the amount (a rule moved meanwhile): back to step 1 with its sentence. */
  onAmountRefused: (message: string) => void;
}

const termsOf = (o: OfferingView) => ({
  variant: o.variant,
  proRata: o.proRata,
  ...(o.valuationCapDollars === null ? {} : { valuationCapDollars: o.valuationCapDollars }),
  ...(o.discountPercent === null ? {} : { discountPercent: o.discountPercent }),
});

/**
 * Step 2: the SAFE rendered from the offering's terms, as the server will render and
 * hash it, then the acknowledgements Reg CF requires, consent to sign electronically
 * and a typed-name signature (checked against the legal name before anything is sent). One
 * idempotency key per attempt: a retry of the same request reuses it, a changed one
 * gets a new one.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { offering, amountCents } = props;
  const [legalName, setLegalName] = useState(props.defaultLegalName);
  const [signature, setSignature] = useState('');
  const [consent, setConsent] = useState(false);
  const [acknowledged, setAcknowledged] = useState<Acknowledged>(NOTHING_ACKNOWLEDGED);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef({ key: newIdempotencyKey(), body: '' });
  const commit = useCommitInvestment();
  const data = safeDocumentDataOf(termsOf(offering), {
    companyName: offering.companyName,
    investorLegalName: legalName.trim() || '(your legal name)',
    purchaseAmountCents: amountCents,
    date: new Date().toISOString().slice(0, 10),
  });
  const rendered = useRenderedSafe(data);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (legalName.trim().length < 2) next.legalName = 'Enter your full legal name.';
    if (signature.trim().length < 2) next.signature = 'Type your name to sign.';
    // The server's rule, checked before the request so the form says it at once.
    else if (!signatureMatches(legalName, signature)) next.signature = SIGNATURE_MISMATCH_MESSAGE;
    if (!consent) next.consentToElectronicSignature = 'Agree to sign electronically to continue.';
    for (const [name, message] of Object.entries(COMMIT_ACKNOWLEDGEMENT_MESSAGES)) {
      if (!acknowledged[name as CommitAcknowledgement]) next[name] = message;
    }
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    const body = { projectId: offering.projectId, amountCents, legalName, signature };
    const bodyKey = JSON.stringify(body);
    if (attempt.current.body !== '' && attempt.current.body !== bodyKey) {
      attempt.current = { key: newIdempotencyKey(), body: '' };
    }
    attempt.current.body = bodyKey;
    setBusy(true);
    try {
      const answer = await commit({
        ...body,
        consentToElectronicSignature: true,
        acknowledgesRiskOfLoss: true,
        acknowledgesResaleRestriction: true,
        acknowledgesCancellationDeadline: true,
        idempotencyKey: attempt.current.key,
      });
      props.onCommitted(answer);
    } catch (caught) {
      setBusy(false);
      const apiError = caught instanceof ApiError ? caught : null;
      if (apiError?.details?.amountCents)
        return props.onAmountRefused(apiError.details.amountCents);
      if (apiError?.details) setErrors(apiError.details);
      setFailure(commitFailureText(caught));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Review and sign">
      <Stack gap="5">
        <Heading as="h2" size="md">
          Your SAFE with {offering.companyName}
        </Heading>
        <SafeTermsList data={data} />
        {rendered ? (
          <SafeText text={rendered.text} sha256={rendered.sha256} label="SAFE text" />
        ) : (
          <HStack role="status">
            <Spinner size="sm" />
            <Text>Rendering the SAFE...</Text>
          </HStack>
        )}
        <Field.Root required invalid={Boolean(errors.legalName)}>
          <Field.Label>
            Full legal name <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="legalName"
            autoComplete="name"
            value={legalName}
            onChange={(e) => setLegalName(e.target.value)}
          />
          <Field.HelperText>As it appears on the SAFE.</Field.HelperText>
          <Field.ErrorText>{errors.legalName}</Field.ErrorText>
        </Field.Root>
        <Acknowledgements
          value={acknowledged}
          onChange={setAcknowledged}
          errors={errors}
          cancellationCutoffAt={offering.cancellationCutoffAt}
        />
        <Field.Root required invalid={Boolean(errors.consentToElectronicSignature)}>
          <Checkbox.Root checked={consent} onCheckedChange={(e) => setConsent(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              I agree to sign this SAFE electronically; my typed name is my signature.
            </Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{errors.consentToElectronicSignature}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.signature)}>
          <Field.Label>
            Signature: type your full legal name <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="signature"
            autoComplete="off"
            fontStyle="italic"
            value={signature}
            onChange={(e) => setSignature(e.target.value)}
          />
          <Field.ErrorText>{errors.signature}</Field.ErrorText>
        </Field.Root>
        <FormAlert message={failure} />
        {/* Wraps on a phone: beside Back, "Sign and commit $50,000.00" ran into the card's edge. */}
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={props.onBack} disabled={busy}>
            Back
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="Signing...">
            Sign and commit {formatCents(amountCents)}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
