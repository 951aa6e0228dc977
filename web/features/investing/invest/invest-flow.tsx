import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Card,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { IdentityGate } from '../../../components/identity/identity-gate';
import type { InvestmentResponse, OfferingView } from '../../../../shared/investing/api';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
import { LoadError } from '../../../components/load-error';
import { useSessionUser } from '../../../lib/session';
import { useInvestorProfile } from '../api/get-investor-profile';
import { useOffering } from '../api/get-offering';
import { useWallet } from '../api/get-wallet';
import { InvestorProfileForm } from '../profile/investor-profile-form';
import { AmountStep } from './amount-step';
import { ConfirmationStep } from './confirmation-step';
import { ReviewStep } from './review-step';

type Step =
  | { name: 'amount'; text: string; serverError: string | null }
  | { name: 'review'; text: string; amountCents: number }
  | { name: 'done'; answer: InvestmentResponse };

const STEP_TITLES = { amount: 'Amount', review: 'Review and sign', done: 'Confirmation' };
const STEP_NUMBERS = { amount: 1, review: 2, done: 3 };

/**
 * 'Step 2 of 3: Review and sign'. When the step changes (not on arrival), focus moves to
 * this heading, so a keyboard or screen-reader user starts the new step at its top, and
 * a polite live region announces it.
 */
function StepHeading({ step }: { step: Step['name'] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  const [announcement, setAnnouncement] = useState('');
  const text = `Step ${STEP_NUMBERS[step]} of 3: ${STEP_TITLES[step]}`;
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
    setAnnouncement(text);
  }, [step, text]);
  return (
    <>
      <Heading as="h2" size="md" color="fg.muted" ref={heading} tabIndex={-1} outline="none">
        {text}
      </Heading>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}

function Loading() {
  return (
    <HStack role="status" py="8">
      <Spinner size="sm" />
      <Text>Loading...</Text>
    </HStack>
  );
}

/**
 * The invest flow (docs/money.md): the investor profile first when none is stated, then
 * 1. the amount, 2. the SAFE to review and sign, 3. the confirmation.
 */
export function InvestFlow({ slug }: { slug: string }) {
  const offering = useOffering(slug);
  const profile = useInvestorProfile();
  const wallet = useWallet();
  const user = useSessionUser();
  const [step, setStep] = useState<Step>({ name: 'amount', text: '', serverError: null });

  if (offering.status === 'error') {
    return offering.error.status === 404 ? (
      <NotOffered text="Project not found." />
    ) : (
      <LoadError what="the offering" message={offering.error.message} onRetry={offering.retry} />
    );
  }
  if (profile.status === 'error') {
    return (
      <LoadError
        what="your investor profile"
        message={profile.error.message}
        onRetry={profile.retry}
      />
    );
  }
  if (wallet.status === 'error') {
    return <LoadError what="your wallet" message={wallet.error.message} onRetry={wallet.retry} />;
  }
  if (
    offering.status !== 'success' ||
    profile.status !== 'success' ||
    wallet.status !== 'success'
  ) {
    return <Loading />;
  }
  const o: OfferingView = offering.data.offering;
  if (!o.open && step.name !== 'done') {
    return (
      <NotOffered
        text={`${o.title} is not taking commitments: the offering has ended or closed.`}
        slug={o.slug}
      />
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Invest in {o.title}
        </Heading>
        {profile.data.profile && <StepHeading step={step.name} />}
      </Stack>
      <IdentityGate action="money" />
      <Card.Root>
        <Card.Body>
          {profile.data.profile === null ? (
            <Stack gap="4">
              <Heading as="h2" size="md">
                First, your investor profile
              </Heading>
              <InvestorProfileForm profile={null} submitLabel="Save and continue" />
            </Stack>
          ) : step.name === 'amount' ? (
            <Stack gap="5">
              <AmountStep
                offering={o}
                remainingLimitCents={profile.data.remainingLimitCents}
                balanceCents={wallet.data.balanceCents}
                initialText={step.text}
                serverError={step.serverError}
                onContinue={(amountCents, text) => setStep({ name: 'review', amountCents, text })}
              />
            </Stack>
          ) : step.name === 'review' ? (
            <ReviewStep
              offering={o}
              amountCents={step.amountCents}
              defaultLegalName={user?.name ?? ''}
              onBack={() => setStep({ name: 'amount', text: step.text, serverError: null })}
              onAmountRefused={(message) =>
                setStep({ name: 'amount', text: step.text, serverError: message })
              }
              onCommitted={(answer) => setStep({ name: 'done', answer })}
            />
          ) : (
            <ConfirmationStep answer={step.answer} />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function NotOffered({ text, slug }: { text: string; slug?: string }) {
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{text}</Alert.Description>
      </Alert.Root>
      <LinkButton to={slug ? paths.project(slug) : paths.projects} variant="outline">
        {slug ? 'Back to the project' : 'Browse Projects'}
      </LinkButton>
    </Stack>
  );
}
