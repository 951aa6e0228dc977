import { useState } from 'react';
import { Alert, Card, Heading, Spinner, Stack, Text, HStack } from '@chakra-ui/react';
import type { InvestmentResponse, OfferingView } from '../../../../shared/investing/api';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
import { LoadError } from '../../../components/load-error';
import { useSessionUser } from '../../../lib/session';
import { useInvestorProfile } from '../api/get-investor-profile';
import { useOffering } from '../api/get-offering';
import { useWallet } from '../api/get-wallet';
import { InvestorProfileForm } from '../profile/investor-profile-form';
import { LimitSummary } from '../profile/limit-summary';
import { AmountStep } from './amount-step';
import { ConfirmationStep } from './confirmation-step';
import { ReviewStep } from './review-step';

type Step =
  | { name: 'amount'; text: string; serverError: string | null }
  | { name: 'review'; text: string; amountCents: number }
  | { name: 'done'; answer: InvestmentResponse };

const STEP_TITLES = { amount: 'Amount', review: 'Review and sign', done: 'Confirmation' };
const STEP_NUMBERS = { amount: 1, review: 2, done: 3 };

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
        {profile.data.profile && (
          <Text color="fg.muted">
            Step {STEP_NUMBERS[step.name]} of 3: {STEP_TITLES[step.name]}
          </Text>
        )}
      </Stack>
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
              <LimitSummary limits={profile.data} />
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
