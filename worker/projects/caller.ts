import type { Role } from '../../shared/constants';
import { displayName } from '../../shared/session';
import type { LifecycleActor } from '../../machines/project-lifecycle';

/** The signed-in user a command runs for (the verified token's profile). */
export interface CommandCaller {
  id: string;
  name: string;
  role: Role;
}

/**
 * The command caller of a route guarded by `requireUser({ roles })`: the role is known
 * there; the name falls back to the email's local part, as every screen shows it.
 */
export function commandCallerOf(caller: {
  id: string;
  email: string;
  name: string | null;
  role: Role | null;
}): CommandCaller {
  if (!caller.role) throw new Error('commandCallerOf: route must require a role');
  return { id: caller.id, name: displayName(caller), role: caller.role };
}

export function lifecycleActor(caller: CommandCaller): LifecycleActor {
  return { id: caller.id, role: caller.role };
}
