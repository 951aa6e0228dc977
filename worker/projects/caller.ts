import type { Role } from '../../shared/constants';
import { eventNameOf } from '../../shared/schemas/person';
import type { LifecycleActor } from '../../machines/project-lifecycle';

/** The signed-in user a command runs for (the verified token's profile). */
export interface CommandCaller {
  id: string;
  name: string;
  role: Role;
}

/**
 * The command caller of a route guarded by `requireUser({ roles })`: the role is known
 * there; the name falls back to the email's local part, as every screen shows it, also
 * when the profile's name is one no event may carry (set before today's rules, or by a
 * hosted project that does not enforce them), so it never blocks the caller's commands.
 */
export function commandCallerOf(caller: {
  id: string;
  email: string;
  name: string | null;
  role: Role | null;
}): CommandCaller {
  if (!caller.role) throw new Error('commandCallerOf: route must require a role');
  return { id: caller.id, name: eventNameOf(caller), role: caller.role };
}

export function lifecycleActor(caller: CommandCaller): LifecycleActor {
  return { id: caller.id, role: caller.role };
}
