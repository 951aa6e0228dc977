/** The mails that carry a verification link (and its code). */
export type MailKind = 'signup' | 'recovery' | 'email_change';
/** Every mail the outbox holds: the link kinds plus the code-only reauthentication. */
export type OutboxKind = MailKind | 'reauthentication' | 'magiclink';

export interface OutgoingMail {
  to: string;
  kind: OutboxKind;
  /** Empty for a code-only mail. */
  link: string;
  otp: string;
  now: string;
}

const SUBJECTS: Record<OutboxKind, string> = {
  signup: 'Confirm your signup',
  recovery: 'Reset your password',
  email_change: 'Confirm email change',
  reauthentication: 'Confirm reauthentication',
  magiclink: 'Your Magic Link',
};

const INTROS: Record<OutboxKind, string> = {
  signup: 'Follow this link to confirm your account:',
  recovery: 'Follow this link to reset the password for your account:',
  email_change: 'Follow this link to confirm the update of your email:',
  reauthentication: 'Enter this code to confirm it is you:',
  magiclink: 'Follow this link to sign in:',
};

/**
 * Queues a message in the local outbox (embedded mode never sends mail) and logs its
 * link so a developer can follow it from the terminal. Returns the statement so the
 * caller can batch it with the token it carries.
 */
export function outboxStatement(db: D1Database, mail: OutgoingMail): D1PreparedStatement {
  const body = mail.link
    ? `${INTROS[mail.kind]}\n\n${mail.link}\n\nOr enter this code: ${mail.otp}\n`
    : `${INTROS[mail.kind]} ${mail.otp}\n`;
  console.log(`[auth outbox] ${mail.kind} mail to ${mail.to}: ${mail.link || 'code only'}`);
  return db
    .prepare(
      `INSERT INTO auth_outbox (to_email, kind, subject, body, link, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .bind(mail.to, mail.kind, SUBJECTS[mail.kind], body, mail.link, mail.now);
}
