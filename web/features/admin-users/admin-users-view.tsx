import { useCallback, useEffect, useState } from 'react';
import { Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { LoadError } from '../../components/load-error';
import { SectionCard } from '../../components/dashboard/section-card';
import type { AdminActions, UsersPage } from './admin-users-api';
import { ConfirmDialog } from './confirm-dialog';
import { InviteForm } from './invite-form';
import type { PendingAction } from './pending-action';
import { describeAction } from './pending-action';
import { UsersTable } from './users-table';

export const PER_PAGE = 20;

interface AdminUsersViewProps {
  load(query: { page: number; perPage: number; search: string }): Promise<UsersPage>;
  actions: AdminActions;
  currentUserId: string | null;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: UsersPage };

/** /admin/users: search, paging, role changes, suspend and restore, invites. */
export function AdminUsersView({ load, actions, currentUserId }: AdminUsersViewProps) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ page: 1, search: '' });
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const reload = useCallback(() => {
    let live = true;
    setState({ status: 'loading' });
    load({ page: query.page, perPage: PER_PAGE, search: query.search }).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [load, query]);
  useEffect(reload, [reload]);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const id = pending.user.id;
    const problem =
      pending.kind === 'role'
        ? await actions.setRole(id, pending.role)
        : pending.kind === 'suspend'
          ? await actions.suspend(id)
          : await actions.restore(id);
    setBusy(false);
    const done = { role: 'Role changed', suspend: 'User suspended', restore: 'User restored' }[
      pending.kind
    ];
    setNotice(
      problem ? { ok: false, text: problem } : { ok: true, text: `${done}: ${pending.user.email}` },
    );
    setPending(null);
    reload();
  };

  const described = pending ? describeAction(pending) : null;
  return (
    <Stack gap="6">
      <SectionCard title="Invite a user">
        <InviteForm
          onInvite={async (email, role) => {
            const problem = await actions.invite(email, role);
            if (!problem) reload();
            return problem;
          }}
        />
      </SectionCard>
      <SectionCard title="All users">
        <Stack gap="4">
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setQuery({ page: 1, search });
            }}
          >
            <HStack align="end">
              <Field.Root flex="1">
                <Field.Label>Search by name or email</Field.Label>
                <Input value={search} onChange={(e) => setSearch(e.target.value)} />
              </Field.Root>
              <Button type="submit" variant="outline">
                Search
              </Button>
            </HStack>
          </form>
          {notice && (
            <Text role={notice.ok ? 'status' : 'alert'} color={notice.ok ? 'green.fg' : 'red.fg'}>
              {notice.text}
            </Text>
          )}
          {state.status === 'loading' && (
            <HStack role="status">
              <Spinner size="sm" />
              <Text>Loading users...</Text>
            </HStack>
          )}
          {state.status === 'error' && (
            <LoadError what="the users" message={state.message} onRetry={reload} />
          )}
          {state.status === 'ready' && (
            <>
              {state.data.users.length === 0 ? (
                <Text>No users match “{query.search}”.</Text>
              ) : (
                <UsersTable
                  users={state.data.users}
                  currentUserId={currentUserId}
                  onAction={setPending}
                />
              )}
              {/* Wraps on a phone: beside the count, "Next page" ran into the card's edge. */}
              <HStack justify="space-between" flexWrap="wrap">
                <Text>
                  Page {state.data.page} of {state.data.lastPage} · {state.data.total} users
                </Text>
                <HStack>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={state.data.page <= 1}
                    onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}
                  >
                    Previous page
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={state.data.page >= state.data.lastPage}
                    onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
                  >
                    Next page
                  </Button>
                </HStack>
              </HStack>
            </>
          )}
        </Stack>
      </SectionCard>
      {described && (
        <ConfirmDialog
          open
          title={described.title}
          confirmLabel={described.confirm}
          danger={described.danger}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          <Text>{described.body}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
