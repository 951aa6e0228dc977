/**
 * How a queued notification mail is delivered: its link made absolute on the public
 * origin, a footer naming how to stop this kind of mail, and the RFC 8058 headers of a
 * one-click unsubscribe signed for its recipient and kind. The outbox keeps what to say;
 * this is the envelope a sender (here the local outbox page, /__dev/outbox) puts on it.
 */
import { NOTIFICATION_KIND_LABELS, isNotificationKind } from '../../shared/notify/kinds';
import { apiPaths } from '../../shared/routes';
import { signUnsubscribeToken } from './unsubscribe-token';

export interface QueuedMail {
  to_email: string;
  subject: string;
  body: string;
  link: string;
  user_id: string | null;
  notification_kind: string | null;
}

export interface DeliveredMail {
  subject: string;
  body: string;
  link: string;
  headers: Record<string, string>;
}

/** The unsubscribe URL of one person's kind of mail. */
export async function unsubscribeUrl(
  origin: string,
  secret: string,
  userId: string,
  kind: Parameters<typeof signUnsubscribeToken>[1]['kind'],
): Promise<string> {
  const token = await signUnsubscribeToken(secret, { userId, kind });
  return `${origin}${apiPaths.unsubscribe}?token=${encodeURIComponent(token)}`;
}

/** A notification mail as sent; any other mail (sign-up, recovery…) as it was queued. */
export async function deliver(
  row: QueuedMail,
  origin: string,
  secret: string,
): Promise<DeliveredMail> {
  const kind = row.notification_kind;
  if (!row.user_id || !kind || !isNotificationKind(kind)) {
    return { subject: row.subject, body: row.body, link: row.link, headers: {} };
  }
  const link = row.link.startsWith('/') ? `${origin}${row.link}` : row.link;
  const unsubscribe = await unsubscribeUrl(origin, secret, row.user_id, kind);
  const body = [
    row.body.trimEnd(),
    '',
    link,
    '',
    `You get this mail for "${NOTIFICATION_KIND_LABELS[kind]}". Stop these mails: ${unsubscribe}`,
    '',
  ].join('\n');
  return {
    subject: row.subject,
    body,
    link,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
