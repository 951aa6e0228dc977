/**
 * Payloads of the admin's user-management facts (stream type `user`, stream id = the
 * user id; the acting admin is the event's actor, null for the service role key).
 * Described in docs/events.md (User events).
 */
import * as v from 'valibot';
import { ROLES } from '../constants';
import { emailSchema } from './person';

const isoTime = v.pipe(v.string(), v.isoTimestamp());

export const userRoleChangedSchema = v.object({
  role: v.picklist(ROLES),
  previousRole: v.picklist(ROLES),
});
/** `until` is when the suspension ends (a ban_duration from now). */
export const userSuspendedSchema = v.object({ until: isoTime });
export const userRestoredSchema = v.object({});
export const userInvitedSchema = v.object({ email: emailSchema });
/** Which attributes an admin changed (never their values: a password is one of them). */
export const userUpdatedByAdminSchema = v.object({
  fields: v.array(
    v.picklist([
      'email',
      'password',
      'user_metadata',
      'app_metadata',
      'email_confirm',
      'mfa_factors',
    ]),
  ),
});
export const userLinkGeneratedSchema = v.object({
  type: v.picklist([
    'signup',
    'invite',
    'magiclink',
    'recovery',
    'email_change_current',
    'email_change_new',
  ]),
});
export const userDeletedSchema = v.object({});

/** Spread into EVENT_SCHEMAS (shared/events.ts). */
export const USER_ADMIN_EVENT_SCHEMAS = {
  'user.role_changed': { streamType: 'user', schema: userRoleChangedSchema },
  'user.suspended': { streamType: 'user', schema: userSuspendedSchema },
  'user.restored': { streamType: 'user', schema: userRestoredSchema },
  'user.invited': { streamType: 'user', schema: userInvitedSchema },
  'user.updated_by_admin': { streamType: 'user', schema: userUpdatedByAdminSchema },
  'user.link_generated': { streamType: 'user', schema: userLinkGeneratedSchema },
  'user.deleted': { streamType: 'user', schema: userDeletedSchema },
} as const;
