import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { AUDIT_ACTIONS, type AuditResponse } from '../../../shared/audit/api';
import { apiPaths } from '../../../shared/routes';
import { QueryStates } from '../../components/query-states';
import { PageTitle } from '../../components/page-title';
import { RouterLink } from '../../components/router-link';
import { useApiQuery } from '../../lib/api-query';
import { useAccessToken } from '../../lib/session';

interface Filters {
  actor: string;
  action: string;
  subject: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { actor: '', action: '', subject: '', from: '', to: '' };

function queryOf(filters: Filters, before: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value);
  if (before) params.set('before', before);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Downloads the CSV of the current filters with the session's token. */
function useCsvExport(filters: Filters) {
  const token = useAccessToken();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`${apiPaths.adminAuditCsv}${queryOf(filters, null)}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) throw new Error(`The export failed (${res.status}). Please try again.`);
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'launchfund-audit.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The export failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return { run, error, busy };
}

/**
 * /admin/audit: every admin action from the event log (docs/identity.md#audit-trail),
 * newest first, filtered by who, what, when and subject, each linked to its subject;
 * Export CSV downloads the same selection. Nothing here edits or deletes an entry.
 */
export function AuditPage() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [before, setBefore] = useState<string | null>(null);
  const trail = useApiQuery<AuditResponse>(`${apiPaths.adminAudit}${queryOf(filters, before)}`, {
    signedIn: true,
  });
  const csv = useCsvExport(filters);
  const set = (key: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setBefore(null);
  };
  return (
    <Stack gap="6">
      <PageTitle title="Audit trail" />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Audit trail
        </Heading>
        <Text color="fg.muted">
          Every admin action, who took it and when. Entries are permanent: nobody can edit or delete
          them.
        </Text>
      </Stack>
      <form onSubmit={apply} aria-label="Filter the audit trail">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <Field.Root>
            <Field.Label>Who</Field.Label>
            <Input
              value={draft.actor}
              onChange={(e) => set('actor')(e.target.value)}
              placeholder="Admin name or email"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Action</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.action}
                onChange={(e) => set('action')(e.target.value)}
              >
                <option value="">Every action</option>
                {Object.entries(AUDIT_ACTIONS).map(([type, label]) => (
                  <option key={type} value={type}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Subject</Field.Label>
            <Input
              value={draft.subject}
              onChange={(e) => set('subject')(e.target.value)}
              placeholder="Project, email or id"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>From</Field.Label>
            <Input type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>To</Field.Label>
            <Input type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
          </Field.Root>
          <HStack gap="3">
            <Button type="submit" colorPalette="blue">
              Apply filters
            </Button>
            <Button variant="outline" loading={csv.busy} onClick={() => void csv.run()}>
              Export CSV
            </Button>
          </HStack>
        </SimpleGrid>
      </form>
      {csv.error && (
        <Text role="alert" color="fg.error">
          {csv.error}
        </Text>
      )}
      <QueryStates query={trail} what="the audit trail">
        {(data) =>
          data.entries.length === 0 ? (
            <Text>No admin actions match these filters.</Text>
          ) : (
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label="Admin actions">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>When</Table.ColumnHeader>
                    <Table.ColumnHeader>Admin</Table.ColumnHeader>
                    <Table.ColumnHeader>Action</Table.ColumnHeader>
                    <Table.ColumnHeader>Subject</Table.ColumnHeader>
                    <Table.ColumnHeader>Details</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.entries.map((entry) => (
                    <Table.Row key={entry.seq}>
                      <Table.Cell whiteSpace="nowrap">{when(entry.at)}</Table.Cell>
                      <Table.Cell>{entry.actor}</Table.Cell>
                      <Table.Cell>{entry.label}</Table.Cell>
                      <Table.Cell>
                        <RouterLink to={entry.subject.href}>{entry.subject.label}</RouterLink>
                      </Table.Cell>
                      <Table.Cell>{entry.details}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )
        }
      </QueryStates>
      {trail.status === 'success' && (before || trail.data.nextBefore) && (
        <HStack gap="3">
          {before && (
            <Button variant="outline" onClick={() => setBefore(null)}>
              Newest entries
            </Button>
          )}
          {trail.data.nextBefore && (
            <Button variant="outline" onClick={() => setBefore(trail.data.nextBefore)}>
              Older entries
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
