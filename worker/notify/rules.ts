/**
 * The one map from an event to what people hear of it (docs/product.md#notifications):
 * for each event, who is told, in which notification kind, and what their mail says.
 * worker/notify/projection.ts turns these notices into statements of the event's batch.
 *
 * Mail texts may hold `{project}` (the project's title) and `{name}` (the recipient's
 * name): both are read by id when the mail is queued, so a renamed person or project is
 * named as they are now, never as an event once spelled them.
 */
import { formatCents } from '../../shared/money/cents';
import type { NotificationKind } from '../../shared/notify/kinds';
import { paths } from '../../shared/routes';
import type { StoredEvent } from '../kernel/types';

/** Who is told, as SQL selecting one column `uid`; ?1 is the project id, ?2 the key. */
export const AUDIENCES = {
  founder: 'SELECT creator_id AS uid FROM projects WHERE id = ?1',
  /** The founder, unless they are the one who acted (?2). */
  founderButNot: 'SELECT creator_id AS uid FROM projects WHERE id = ?1 AND creator_id <> ?2',
  investorOfCommitment: 'SELECT investor_id AS uid FROM commitments WHERE id = ?2',
  user: 'SELECT ?2 AS uid',
  /** Every investor holding a settled SAFE of the project. */
  settledInvestors:
    "SELECT DISTINCT investor_id AS uid FROM commitments WHERE project_id = ?1 AND status = 'settled'",
  /** Every investor whose reservation of the project still stands. */
  standingReservers:
    "SELECT investor_id AS uid FROM reservations WHERE project_id = ?1 AND status = 'standing'",
} as const;

export interface NoticeMail {
  subject: string;
  lines: string[];
  /** The page the mail links to (the origin is added when the mail is delivered). */
  path: string;
}

/** A notification this domain writes itself, one per person of its audience. */
export interface OwnNotice {
  /** Unique per event and audience: the notification ids are `<idBase>:<userId>`. */
  idBase: string;
  kind: NotificationKind;
  projectId: string;
  subjectId: string;
  audience: keyof typeof AUDIENCES;
  audienceKey: string;
  actorName: string;
  excerpt: string;
  mail: NoticeMail;
}

/**
 * The mail of a notification another projection wrote (answers, messages and updates are
 * written by worker/conversations/projection.ts): which rows, and what to say.
 */
export interface MailOfNotifications {
  where: string;
  params: unknown[];
  kind: NotificationKind;
  mail: NoticeMail;
}

export interface Notices {
  own: OwnNotice[];
  mails: MailOfNotifications[];
}

const NONE: Notices = { own: [], mails: [] };
const PLATFORM = 'LaunchFund';
const PORTFOLIO = paths.investor.investments;
const CREATOR_PROJECTS = paths.creator.projects;
const SIMULATED = 'No real money moved: deposits on this platform are simulated.';

/** How much of a text a notification carries. */
const EXCERPT_LENGTH = 140;
function excerptOf(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1)}…`;
}

function idBaseOf(event: StoredEvent, audience: string): string {
  return `${event.type}:${event.streamId}:${event.version}:${audience}`;
}

function founderNotice(
  event: StoredEvent,
  projectId: string,
  kind: NotificationKind,
  excerpt: string,
  mail: NoticeMail,
  actorName = PLATFORM,
): OwnNotice {
  return {
    idBase: idBaseOf(event, 'founder'),
    kind,
    projectId,
    subjectId: projectId,
    audience: 'founder',
    audienceKey: projectId,
    actorName,
    excerpt: excerptOf(excerpt),
    mail,
  };
}

/** Review verdicts and the raise's end, told to the founder. */
function projectNotices(
  event: StoredEvent<
    | 'project.approved'
    | 'project.changes_requested'
    | 'project.rejected'
    | 'project.funded'
    | 'project.failed'
  >,
): Notices {
  const projectId = event.streamId;
  const project = CREATOR_PROJECTS;
  switch (event.type) {
    case 'project.approved':
      return {
        own: [
          founderNotice(event, projectId, 'project_approved', 'Your project is live.', {
            subject: '{project} is approved and live',
            lines: ['{project} passed review and is now live: investors can find it and commit.'],
            path: project,
          }),
        ],
        mails: [],
      };
    case 'project.changes_requested':
      return {
        own: [
          founderNotice(event, projectId, 'project_changes_requested', event.payload.note, {
            subject: 'Changes requested on {project}',
            lines: [
              'The review of {project} asks for changes before it can go live:',
              '',
              event.payload.note,
              '',
              'Edit the project and submit it again.',
            ],
            path: project,
          }),
        ],
        mails: [],
      };
    case 'project.rejected':
      return {
        own: [
          founderNotice(event, projectId, 'project_rejected', event.payload.reason, {
            subject: '{project} was not approved',
            lines: ['The review of {project} ended without approval:', '', event.payload.reason],
            path: project,
          }),
        ],
        mails: [],
      };
    case 'project.funded':
      return {
        own: [
          founderNotice(event, projectId, 'raise_funded', 'Your raise reached its goal.', {
            subject: '{project} is funded',
            lines: [
              '{project} reached its funding goal and closed.',
              'Every commitment is now a settled SAFE; your payout follows in a separate notice.',
            ],
            path: project,
          }),
        ],
        mails: [],
      };
    case 'project.failed':
      return {
        own: [
          founderNotice(
            event,
            projectId,
            'raise_failed',
            'Your raise did not reach its goal; every investor was refunded.',
            {
              subject: '{project} did not reach its goal',
              lines: [
                '{project} did not reach its funding goal by its deadline, so the raise failed.',
                'Every commitment went back to its investor. No fee was charged.',
              ],
              path: project,
            },
          ),
        ],
        mails: [],
      };
  }
}

/** The payout of a funded close: the founder's share, less the 5 % fee. */
function payoutNotices(event: StoredEvent<'offering.settlement_started'>): Notices {
  const p = event.payload;
  if (p.outcome !== 'funded') return NONE;
  const net = formatCents(p.netCents);
  return {
    own: [
      founderNotice(
        event,
        p.projectId,
        'payout_released',
        `${net} paid out (${formatCents(p.raisedCents)} raised, ${formatCents(p.feeCents)} fee).`,
        {
          subject: 'Payout of {project}: {net}'.replace('{net}', net),
          lines: [
            `{project} raised ${formatCents(p.raisedCents)}.`,
            `Your payout is ${net}: the amount raised less the 5% platform fee of ${formatCents(p.feeCents)}.`,
            SIMULATED,
          ],
          path: CREATOR_PROJECTS,
        },
      ),
    ],
    mails: [],
  };
}

function investorNotice(
  event: StoredEvent,
  projectId: string,
  kind: NotificationKind,
  excerpt: string,
  mail: NoticeMail,
): OwnNotice {
  return {
    idBase: idBaseOf(event, 'investor'),
    kind,
    projectId,
    subjectId: event.streamId,
    audience: 'investorOfCommitment',
    audienceKey: event.streamId,
    actorName: PLATFORM,
    excerpt,
    mail,
  };
}

/** A commitment settled, refunded or cancelled: its investor hears, and on a cancel its founder. */
function investmentNotices(
  event: StoredEvent<'investment.settled' | 'investment.refunded' | 'investment.cancelled'>,
  amountCents: number,
  projectId: string,
): Notices {
  const amount = formatCents(amountCents);
  switch (event.type) {
    case 'investment.settled':
      return {
        own: [
          investorNotice(event, projectId, 'investment_settled', `${amount} is a settled SAFE.`, {
            subject: 'Settled: your SAFE in {project}',
            lines: [
              '{project} reached its funding goal and closed.',
              `Your commitment of ${amount} is now a settled SAFE holding. Investors pay no fees.`,
            ],
            path: PORTFOLIO,
          }),
        ],
        mails: [],
      };
    case 'investment.refunded': {
      const withdrawn = 'reason' in event.payload && event.payload.reason === 'offering_withdrawn';
      return {
        own: [
          investorNotice(
            event,
            projectId,
            'investment_refunded',
            `${amount} is back in your wallet.`,
            {
              subject: `Refunded: ${amount} from {project}`,
              lines: [
                withdrawn
                  ? 'The creator of {project} withdrew the offering before its deadline, so the raise ended.'
                  : '{project} did not reach its funding goal by its deadline, so the raise failed.',
                `Your commitment of ${amount} is back in your LaunchFund wallet. No fee was charged.`,
                SIMULATED,
              ],
              path: PORTFOLIO,
            },
          ),
        ],
        mails: [],
      };
    }
    case 'investment.cancelled':
      return {
        own: [
          investorNotice(
            event,
            projectId,
            'commitment_cancelled',
            `You cancelled ${amount}; it is back in your wallet.`,
            {
              subject: `Cancelled: your ${amount} commitment to {project}`,
              lines: [
                `You cancelled your commitment of ${amount} to {project}.`,
                'The money is back in your LaunchFund wallet and no SAFE was issued.',
                SIMULATED,
              ],
              path: PORTFOLIO,
            },
          ),
          founderNotice(
            event,
            projectId,
            'commitment_cancelled',
            `An investor cancelled a commitment of ${amount}.`,
            {
              subject: `A commitment of ${amount} to {project} was cancelled`,
              lines: [
                `An investor cancelled their commitment of ${amount} to {project}, as Reg CF lets them until 48 hours before the deadline.`,
                'It no longer counts toward the raise.',
              ],
              path: CREATOR_PROJECTS,
            },
          ),
        ],
        mails: [],
      };
  }
}

/**
 * The amount and project of a commitment event, from its payload: a settlement names
 * them, a refund or cancel carries its ledger transaction (the largest posting is the
 * amount). The seed's older whole-dollar refund carries neither and tells nobody.
 */
function commitmentFacts(
  event: StoredEvent<'investment.settled' | 'investment.refunded' | 'investment.cancelled'>,
): { amountCents: number; projectId: string } | null {
  const p = event.payload;
  if ('amountCents' in p) return { amountCents: p.amountCents, projectId: p.projectId };
  if (!('transaction' in p)) return null;
  const projectId = p.transaction.projectId;
  const amountCents = Math.max(0, ...p.transaction.postings.map((x) => x.amountCents));
  return projectId && amountCents > 0 ? { amountCents, projectId } : null;
}

/** The `{slug}` of a path template, as `paths` encodes it: replaced by the project's slug. */
export const SLUG_TOKEN = encodeURIComponent('{slug}');

/** What people hear of `event`. */
export function noticesOf(event: StoredEvent): Notices {
  switch (event.type) {
    case 'project.approved':
    case 'project.changes_requested':
    case 'project.rejected':
    case 'project.funded':
    case 'project.failed':
      return projectNotices(event);
    case 'offering.settlement_started':
      return payoutNotices(event);
    case 'investment.settled':
    case 'investment.cancelled':
    case 'investment.refunded': {
      const facts = commitmentFacts(event);
      return facts ? investmentNotices(event, facts.amountCents, facts.projectId) : NONE;
    }
    case 'question.asked': {
      const p = event.payload;
      return {
        own: [
          {
            idBase: idBaseOf(event, 'founder'),
            kind: 'question',
            projectId: p.projectId,
            subjectId: p.questionId,
            audience: 'founderButNot',
            audienceKey: p.authorId,
            actorName: p.authorName,
            excerpt: excerptOf(p.text),
            mail: {
              subject: 'New question about {project}',
              lines: [
                'Someone asked about {project}:',
                '',
                p.text,
                '',
                'Answer it on the project page.',
              ],
              path: `${paths.project('{slug}')}?tab=discussion`,
            },
          },
        ],
        mails: [],
      };
    }
    case 'question.answered': {
      const p = event.payload;
      return {
        own: [],
        mails: [
          {
            where: 'n.id = ?',
            params: [p.answerId],
            kind: 'answer',
            mail: {
              subject: `${p.authorName} answered your question about {project}`,
              lines: [p.text],
              path: `${paths.project('{slug}')}?tab=discussion`,
            },
          },
        ],
      };
    }
    case 'thread.message_posted': {
      const p = event.payload;
      const toInvestor = p.senderId !== p.investorId;
      return {
        own: [],
        mails: [
          {
            where: 'n.id = ?',
            params: [p.messageId],
            kind: 'message',
            mail: {
              subject: `${p.senderName} sent you a message about {project}`,
              lines: [p.text],
              path: toInvestor ? paths.investor.messages : paths.creator.messages,
            },
          },
        ],
      };
    }
    case 'project.update_posted': {
      const p = event.payload;
      return {
        own: [],
        mails: [
          {
            where: "n.kind = 'update' AND n.subject_id = ?",
            params: [p.updateId],
            kind: 'update',
            mail: {
              subject: `{project}: ${p.title}`,
              lines: [p.content],
              path: `${paths.project('{slug}')}?tab=updates`,
            },
          },
        ],
      };
    }
    case 'conversion.priced_round_recorded':
    case 'conversion.liquidity_recorded':
    case 'conversion.dissolution_recorded':
      return conversionNotices(event);
    case 'annual_report.filed':
    case 'annual_report.reminder_sent':
      return annualReportNotices(event);
    case 'reservations.offering_opened':
      return offeringOpenedNotices(event);
    case 'lead.invited':
      return leadInvitedNotices(event);
    default:
      return NONE;
  }
}

const CONVERSION_NEWS = {
  'conversion.priced_round_recorded': {
    excerpt: 'Your SAFE converted to shares in a priced round.',
    subject: 'Your SAFE in {project} converted to shares',
    line: '{project} raised a priced round, and your SAFE converted to shares by its terms.',
  },
  'conversion.liquidity_recorded': {
    excerpt: 'The company was sold; your SAFE was paid out.',
    subject: '{project} was sold: what your SAFE received',
    line: '{project} was sold. Your SAFE receives the greater of its purchase amount and its conversion amount.',
  },
  'conversion.dissolution_recorded': {
    excerpt: 'The company dissolved; your SAFE is written off.',
    subject: '{project} dissolved',
    line: '{project} dissolved. SAFEs are repaid their purchase amounts, in priority, from what is left.',
  },
} as const;

/** A round, sale or dissolution of a funded project: every investor holding its SAFE hears. */
function conversionNotices(
  event: StoredEvent<
    | 'conversion.priced_round_recorded'
    | 'conversion.liquidity_recorded'
    | 'conversion.dissolution_recorded'
  >,
): Notices {
  const news = CONVERSION_NEWS[event.type];
  const projectId = event.payload.projectId;
  return {
    own: [
      {
        idBase: idBaseOf(event, 'investors'),
        kind: 'safe_converted',
        projectId,
        subjectId: projectId,
        audience: 'settledInvestors',
        audienceKey: projectId,
        actorName: PLATFORM,
        excerpt: news.excerpt,
        mail: {
          subject: news.subject,
          lines: [news.line, 'Your statement is on My Investments.', SIMULATED],
          path: PORTFOLIO,
        },
      },
    ],
    mails: [],
  };
}

/**
 * The offering of a project opened: every standing reserver hears that their priority
 * window runs, and until when (docs/before-the-raise.md#reservations).
 */
function offeringOpenedNotices(event: StoredEvent<'reservations.offering_opened'>): Notices {
  const projectId = event.payload.projectId;
  const ends = `${event.payload.priorityEndsAt.replace('T', ' ').slice(0, 16)} UTC`;
  return {
    own: [
      {
        idBase: idBaseOf(event, 'reservers'),
        kind: 'reservation_offering_open',
        projectId,
        subjectId: projectId,
        audience: 'standingReservers',
        audienceKey: projectId,
        actorName: PLATFORM,
        excerpt: `The offering is open. As a reserver you may commit before everyone else until ${ends}; your reservation does not commit you.`,
        mail: {
          subject: '{project} is open: commit first until ' + ends,
          lines: [
            'The offering of {project}, which you reserved, is open.',
            `Until ${ends} only reservers may commit; after that the remaining room opens to everyone.`,
            'Your reservation does not commit you and no money moved: to invest, commit through the project page.',
          ],
          path: paths.project('{slug}'),
        },
      },
    ],
    mails: [],
  };
}

/** The investor a founder named as lead hears of it, and where to answer. */
function leadInvitedNotices(event: StoredEvent<'lead.invited'>): Notices {
  const p = event.payload;
  return {
    own: [
      {
        idBase: idBaseOf(event, 'lead'),
        kind: 'lead_invited',
        projectId: p.projectId,
        subjectId: p.projectId,
        audience: 'user',
        audienceKey: p.investorId,
        actorName: PLATFORM,
        excerpt: 'Accept with a quote for the project page, or decline, on the project page.',
        mail: {
          subject: 'The founder of {project} asks you to lead its round',
          lines: [
            'The founder of {project} named you as the lead investor of its round.',
            'A lead invests on exactly the same terms as everyone else. Accept with a quote for the project page, or decline, on the project page.',
          ],
          path: paths.project('{slug}'),
        },
      },
    ],
    mails: [],
  };
}

/**
 * A filed annual report reaches every backer (settled SAFE holders); a reminder reaches
 * the founder (docs/reporting-and-verification.md#annual-reports).
 */
function annualReportNotices(
  event: StoredEvent<'annual_report.filed' | 'annual_report.reminder_sent'>,
): Notices {
  if (event.type === 'annual_report.reminder_sent') {
    const p = event.payload;
    return {
      own: [
        founderNotice(
          event,
          p.projectId,
          'annual_report_due',
          `The annual report for fiscal year ${p.fiscalYear} is due on ${p.dueOn}.`,
          {
            subject: `The annual report of {project} is due on ${p.dueOn}`,
            lines: [
              `The annual report of {project} for fiscal year ${p.fiscalYear} is due on ${p.dueOn}, ${p.daysBefore} days from now.`,
              'Regulation Crowdfunding asks for it within 120 days of the fiscal year end. LaunchFund has drafted it from your raise and your updates: complete it and file it on your project page.',
            ],
            path: CREATOR_PROJECTS,
          },
        ),
      ],
      mails: [],
    };
  }
  const p = event.payload;
  return {
    own: [
      {
        idBase: idBaseOf(event, 'investors'),
        kind: 'annual_report_filed',
        projectId: p.projectId,
        subjectId: p.projectId,
        audience: 'settledInvestors',
        audienceKey: p.projectId,
        actorName: PLATFORM,
        excerpt: `The annual report for fiscal year ${p.fiscalYear} is filed.`,
        mail: {
          subject: '{project} filed its annual report',
          lines: [
            `{project} filed its annual report for the fiscal year ended ${p.periodEnd}.`,
            'Read it on the project page.',
          ],
          path: `${paths.project('{slug}')}#annual-report`,
        },
      },
    ],
    mails: [],
  };
}
