import type { Role } from '../../shared/constants';
/**
 * The statements recording that a user joined (stream `user`, id = the user id), to run
 * in the same db.batch() that creates the account, so the admin dashboard's users and
 * the accounts never disagree. A second call for the same user fails that batch.
 */
export declare function userJoinedStatements(
  db: D1Database,
  user: {
    id: string;
    name: string;
    email: string;
    role: Role;
  },
  now?: Date,
): D1PreparedStatement[];
