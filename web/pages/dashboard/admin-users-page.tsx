import { useCallback, useMemo } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title';
import { useAccessToken, useSessionUser } from '../../lib/session';
import { adminActions, fetchUsersPage } from '../../features/admin-users/admin-users-api';
import { AdminUsersView } from '../../features/admin-users/admin-users-view';

/** /admin/users: the admin's user management, on the admin's own session. */
export function AdminUsersPage() {
  const token = useAccessToken() ?? '';
  const user = useSessionUser();
  const load = useCallback(
    (query: { page: number; perPage: number; search: string }) => fetchUsersPage(token, query),
    [token],
  );
  const actions = useMemo(() => adminActions(token), [token]);
  return (
    <>
      <PageTitle title="Users" />
      <Stack gap="1" mb="8">
        <Heading as="h1" size="2xl">
          Users
        </Heading>
        <Text color="fg.muted">Find people, change roles, suspend or restore access, invite.</Text>
      </Stack>
      <AdminUsersView load={load} actions={actions} currentUserId={user?.id ?? null} />
    </>
  );
}
