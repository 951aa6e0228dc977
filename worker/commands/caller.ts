import type { Role } from '../../shared/constants';
import type { LifecycleActor } from '../../machines/project-lifecycle';

/** The signed-in user a command runs for (the verified token's profile). */
export interface CommandCaller {
  id: string;
  name: string;
  role: Role;
}

export function lifecycleActor(caller: CommandCaller): LifecycleActor {
  return { id: caller.id, role: caller.role };
}
