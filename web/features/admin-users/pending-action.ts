import type { ManagedRole, ManagedUser } from './admin-users-api';

/** An action waiting for the admin's confirmation. */
export type PendingAction =
  | { kind: 'role'; user: ManagedUser; role: ManagedRole }
  | { kind: 'suspend'; user: ManagedUser }
  | { kind: 'restore'; user: ManagedUser };

const ROLE_LABEL: Record<ManagedRole, string> = {
  admin: 'Admin',
  investor: 'Investor',
  creator: 'Creator',
};

export function roleLabel(role: ManagedRole | null): string {
  return role ? ROLE_LABEL[role] : 'Unknown';
}

/** The confirmation dialog's title, question and button for an action. */
export function describeAction(action: PendingAction): {
  title: string;
  body: string;
  confirm: string;
  danger: boolean;
} {
  const who = action.user.name ? `${action.user.name} (${action.user.email})` : action.user.email;
  if (action.kind === 'role') {
    const admin = action.role === 'admin';
    return {
      title: admin ? 'Make this user an admin?' : `Change role to ${roleLabel(action.role)}?`,
      body: admin
        ? `${who} will be able to review projects and manage every user, including you.`
        : `${who} will use LaunchFund as ${action.role === 'investor' ? 'an investor' : 'a creator'} from their next page load.`,
      confirm: admin ? 'Make admin' : 'Change role',
      danger: admin,
    };
  }
  if (action.kind === 'suspend') {
    return {
      title: 'Suspend this user?',
      body: `${who} will be signed out everywhere and cannot sign in until you restore the account.`,
      confirm: 'Suspend',
      danger: true,
    };
  }
  return {
    title: 'Restore this user?',
    body: `${who} will be able to sign in again.`,
    confirm: 'Restore',
    danger: false,
  };
}
