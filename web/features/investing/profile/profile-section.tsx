import { useState } from 'react';
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/dashboard/section-card';
import { toaster } from '../../../components/ui/toaster';
import { useInvestorProfile } from '../api/get-investor-profile';
import { InvestorProfileForm } from './investor-profile-form';
import { LimitSummary } from './limit-summary';

/** The investor profile, its Reg CF limit and what is left, with an editor. */
export function ProfileSection() {
  const state = useInvestorProfile();
  const [editing, setEditing] = useState(false);
  let body;
  if (state.status === 'error') {
    body = (
      <LoadError what="your investor profile" message={state.error.message} onRetry={state.retry} />
    );
  } else if (state.status === 'loading') {
    body = (
      <HStack role="status">
        <Spinner size="sm" />
        <Text>Loading...</Text>
      </HStack>
    );
  } else if (editing || state.data.profile === null) {
    body = (
      <InvestorProfileForm
        profile={state.data.profile}
        onSaved={() => {
          setEditing(false);
          toaster.success({ title: 'Investor profile saved' });
        }}
      />
    );
  } else {
    body = (
      <Stack gap="4">
        <LimitSummary limits={state.data} />
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setEditing(true)}>
          Edit investor profile
        </Button>
      </Stack>
    );
  }
  return <SectionCard title="Investor profile and limit">{body}</SectionCard>;
}
