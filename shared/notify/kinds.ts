/**
 * The kinds of notification the platform sends (docs/product.md#notifications): each is
 * shown in the bell (always) and mailed unless its recipient turned that kind's email
 * off in Settings or through a mail's one-click unsubscribe.
 */
export const NOTIFICATION_KINDS = [
  'answer',
  'update',
  'message',
  'question',
  'project_approved',
  'project_changes_requested',
  'project_rejected',
  'raise_funded',
  'raise_failed',
  'payout_released',
  'investment_settled',
  'investment_refunded',
  'commitment_cancelled',
  'safe_converted',
  'reservation_offering_open',
  'lead_invited',
  'annual_report_filed',
  'annual_report_due',
  'weekly_digest',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** How Settings and the unsubscribe page name each kind's emails. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  answer: 'Answers to your questions',
  update: 'Updates from projects you follow or back',
  message: 'Direct messages',
  question: 'New questions on your projects',
  project_approved: 'Your project approved',
  project_changes_requested: 'Changes requested on your project',
  project_rejected: 'Your project rejected',
  raise_funded: 'Your raise funded',
  raise_failed: 'Your raise failed',
  payout_released: 'Payouts of your raise',
  investment_settled: 'Your SAFEs settled',
  investment_refunded: 'Your commitments refunded',
  commitment_cancelled: 'Cancelled commitments',
  safe_converted: 'What your SAFEs became after a round, sale or dissolution',
  reservation_offering_open: 'Offerings you reserved, when they open',
  lead_invited: 'Invitations to lead a round',
  annual_report_filed: 'Annual reports filed by projects you back',
  annual_report_due: 'Reminders of your annual reports',
  weekly_digest: 'Weekly digest of updates from projects you back or follow',
};

/** The kinds a person of each role can receive, in the order Settings lists them. */
export const NOTIFICATION_KINDS_BY_ROLE: Record<
  'investor' | 'creator' | 'admin',
  readonly NotificationKind[]
> = {
  investor: [
    'investment_settled',
    'investment_refunded',
    'commitment_cancelled',
    'answer',
    'update',
    'message',
    'safe_converted',
    'reservation_offering_open',
    'lead_invited',
    'annual_report_filed',
    'weekly_digest',
  ],
  creator: [
    'project_approved',
    'project_changes_requested',
    'project_rejected',
    'raise_funded',
    'raise_failed',
    'payout_released',
    'commitment_cancelled',
    'question',
    'message',
    'answer',
    'update',
    'annual_report_due',
  ],
  admin: ['answer', 'update'],
};

/**
 * Only an investor backs projects: a creator or an admin receives `update` as a follower,
 * so their Settings line says only that.
 */
const FOLLOWER_ONLY_LABELS: Partial<Record<NotificationKind, string>> = {
  update: 'Updates from projects you follow',
};

/** How Settings names `kind` for a person of `role`: worded for what reaches that role. */
export function notificationKindLabelFor(
  kind: NotificationKind,
  role: keyof typeof NOTIFICATION_KINDS_BY_ROLE,
): string {
  const followerOnly = role === 'investor' ? undefined : FOLLOWER_ONLY_LABELS[kind];
  return followerOnly ?? NOTIFICATION_KIND_LABELS[kind];
}

/** GET /api/me/notification-settings: every kind, with its email on or off. */
export interface NotificationSettingsResponse {
  settings: { kind: NotificationKind; label: string; email: boolean }[];
}
