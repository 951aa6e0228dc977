import type { Role } from '../../shared/constants';
import { eventNameOf } from '../../shared/schemas/person';
import { prepareAppend } from '../event-store';

/**
 * The statements recording that a user joined (stream `user`, id = the user id), to run
 * in the same db.batch() that creates the account, so the admin dashboard's users and
 * the accounts never disagree. A second call for the same user fails that batch.
 */
export function userJoinedStatements(
  db: D1Database,
  user: { id: string; name: string; email: string; role: Role },
  now: Date = new Date(),
): D1PreparedStatement[] {
  return prepareAppend(
    db,
    {
      streamId: user.id,
      streamType: 'user',
      expectedVersion: 0,
      actorId: user.id,
      events: [
        {
          type: 'user.joined',
          payload: { name: eventNameOf(user), email: user.email, role: user.role },
          occurredAt: now.toISOString(),
        },
      ],
    },
    now,
  );
}
