import { Badge, Button, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { paths } from '../../../shared/routes';
import { LinkButton } from '../../components/link-button';
import type { ManagedRole, ManagedUser } from './admin-users-api';
import type { PendingAction } from './pending-action';
import { roleLabel } from './pending-action';

interface UsersTableProps {
  users: ManagedUser[];
  currentUserId: string | null;
  onAction(action: PendingAction): void;
}

function status(user: ManagedUser): { label: string; palette: string } {
  if (user.suspendedUntil) return { label: 'Suspended', palette: 'red' };
  if (!user.confirmed)
    return { label: user.invited ? 'Invited' : 'Unconfirmed', palette: 'yellow' };
  return { label: 'Active', palette: 'green' };
}

/** The users of one page, with a role picker and suspend/restore per row. */
export function UsersTable({ users, currentUserId, onAction }: UsersTableProps) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Users">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => {
            const self = user.id === currentUserId;
            const s = status(user);
            return (
              <Table.Row key={user.id}>
                <Table.Cell>{user.name ?? '—'}</Table.Cell>
                <Table.Cell>{user.email}</Table.Cell>
                <Table.Cell>
                  {self || !user.role ? (
                    <Text>{roleLabel(user.role)}</Text>
                  ) : (
                    <NativeSelect.Root size="sm" w="auto">
                      <NativeSelect.Field
                        aria-label={`Role of ${user.email}`}
                        value={user.role}
                        onChange={(e) =>
                          onAction({ kind: 'role', user, role: e.target.value as ManagedRole })
                        }
                      >
                        <option value="investor">Investor</option>
                        <option value="creator">Creator</option>
                        <option value="admin">Admin</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={s.palette}>{s.label}</Badge>
                </Table.Cell>
                <Table.Cell>
                  {self ? (
                    <Text color="fg.muted">You</Text>
                  ) : (
                    <HStack>
                      {user.suspendedUntil ? (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Restore ${user.email}`}
                          onClick={() => onAction({ kind: 'restore', user })}
                        >
                          Restore
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Suspend ${user.email}`}
                          onClick={() => onAction({ kind: 'suspend', user })}
                        >
                          Suspend
                        </Button>
                      )}
                      {user.role !== 'admin' && (
                        <LinkButton
                          to={paths.admin.identityRecord(user.id)}
                          size="xs"
                          variant="ghost"
                          aria-label={`Identity record of ${user.email}`}
                        >
                          Identity
                        </LinkButton>
                      )}
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
