import { useState, type FormEvent } from 'react';
import {
  Blockquote,
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { ProjectDetail } from '../../../shared/api';
import { LEAD_QUOTE_MAX } from '../../../shared/lead/events';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api-client';
import { useSessionUser } from '../../lib/session';
import { useAnswerLead, useLeadInvitation, useNameLead, usePublicLead } from './api';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/** The creator names a lead investor by the email of their LaunchFund account. */
function NameLeadForm({ projectId }: { projectId: string }) {
  const nameLead = useNameLead(projectId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const answer = await nameLead({ email });
      setDone(`You asked ${answer.investorName} to lead. They answer on this page.`);
      setEmail('');
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Name a lead investor">
      <Stack gap="2">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Lead investor&apos;s email</Field.Label>
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field.HelperText>
            An investor on LaunchFund; they invest on the same terms.
          </Field.HelperText>
        </Field.Root>
        <Button type="submit" variant="outline" colorPalette="brand" loading={busy}>
          Ask to lead
        </Button>
        <FormAlert message={error} />
        <FormAlert message={done} status="success" />
      </Stack>
    </form>
  );
}

/** The named investor accepts with a quote, or declines. */
function AnswerInvitation({ slug, projectId }: { slug: string; projectId: string }) {
  const invitation = useLeadInvitation(projectId);
  const answer = useAnswerLead(slug, projectId);
  const [quote, setQuote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (invitation.status !== 'success' || invitation.data.invitation?.status !== 'invited') {
    return null;
  }
  async function run(body: { quote: string } | null) {
    setBusy(true);
    setError(null);
    try {
      await answer(body);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run({ quote });
      }}
      noValidate
      aria-label="Answer the lead invitation"
    >
      <Stack gap="2">
        <Text fontWeight="medium">The founder asked you to lead this round.</Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Your quote for the project page</Field.Label>
          <Textarea
            value={quote}
            maxLength={LEAD_QUOTE_MAX}
            onChange={(e) => setQuote(e.target.value)}
          />
        </Field.Root>
        <HStack gap="2" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={busy}>
            Accept and lead
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void run(null)}>
            Decline
          </Button>
        </HStack>
        <FormAlert message={error} />
      </Stack>
    </form>
  );
}

/** The project's lead investor and their quote; the founder's and the named investor's part. */
export function LeadPanel({ project }: { project: ProjectDetail }) {
  const lead = usePublicLead(project.slug);
  const user = useSessionUser();
  const shown = lead.status === 'success' ? lead.data.lead : null;
  const owner = user?.id === project.creatorId && project.status === 'active';
  if (!shown && !owner && user?.role !== 'investor') return null;
  return (
    <Stack gap="3">
      {shown && (
        <Box as="section" aria-labelledby="lead-heading">
          <Heading as="h2" size="sm" id="lead-heading">
            Lead investor: {shown.investorName}
          </Heading>
          <Blockquote.Root mt="2">
            <Blockquote.Content>{shown.quote}</Blockquote.Content>
          </Blockquote.Root>
        </Box>
      )}
      {owner && !shown && lead.status === 'success' && <NameLeadForm projectId={project.id} />}
      {user?.role === 'investor' && <AnswerInvitation slug={project.slug} projectId={project.id} />}
    </Stack>
  );
}
