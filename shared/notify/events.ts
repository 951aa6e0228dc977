/**
 * The notification-settings events: stream type `notification-settings`, stream id
 * `notification-settings:<userId>`. One event per change of one kind's email, from
 * Settings or from a mail's one-click unsubscribe (`via` says which).
 */
import * as v from 'valibot';
import { NOTIFICATION_KINDS } from './kinds';

const id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));

export const notificationEmailSetSchema = v.object({
  userId: id,
  kind: v.picklist(NOTIFICATION_KINDS),
  email: v.boolean(),
  via: v.picklist(['settings', 'unsubscribe']),
});

/** The request body of PUT /api/me/notification-settings: one kind's email on or off. */
export const setNotificationEmailSchema = v.strictObject({
  kind: v.picklist(NOTIFICATION_KINDS, 'Choose a notification kind.'),
  email: v.boolean('Say whether to send this kind by email (true or false).'),
});
export type SetNotificationEmailRequest = v.InferOutput<typeof setNotificationEmailSchema>;

/** The registry entries, spread into EVENT_SCHEMAS. */
export const NOTIFY_EVENT_SCHEMAS = {
  'notification_settings.email_set': {
    streamType: 'notification-settings',
    schema: notificationEmailSetSchema,
  },
} as const;
