/** People joining, page views, and investor–founder messages (through the commands). */
import { setFollowing } from '../conversations/follows';
import { sendMessage } from '../conversations/message-commands';
import { threadIdOf } from '../conversations/message-queries';
import { projectById } from '../conversations/project-ref';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { sampleId } from './sample-ids';
import { approvedDaysAgo } from './sample-plan-projects';
import { ALL_SAMPLE_USERS, INVESTORS } from './sample-users';
import type { PlannedEvent, SampleProject, SeedClock } from './sample-types';

const VIEW_DAYS = 14;

export function planUsers(clock: SeedClock): PlannedEvent[] {
  return ALL_SAMPLE_USERS.map((user) => ({
    streamId: user.id,
    streamType: 'user',
    actorId: user.id,
    event: {
      type: 'user.joined',
      payload: { name: user.name, email: user.email, role: user.role },
      occurredAt: clock.ago(user.joinedDaysAgo),
    },
  }));
}

/** One `project.viewed` per listed project per day over the last two weeks. */
export function planViews(clock: SeedClock, projects: SampleProject[]): PlannedEvent[] {
  return projects.flatMap((p) => {
    const liveSince = approvedDaysAgo(p);
    if (p.outcome !== 'active' || liveSince === null) return [];
    const projectId = sampleId('project', p.n);
    const popular = p.creator.id === DEMO_ACCOUNTS.creator.id || p.featured;
    return Array.from({ length: VIEW_DAYS }, (_, i) => VIEW_DAYS - 1 - i)
      .filter((daysAgo) => daysAgo < liveSince)
      .map((daysAgo) => ({
        streamId: `project-views:${projectId}`,
        streamType: 'project-views' as const,
        actorId: null,
        event: {
          type: 'project.viewed' as const,
          payload: { projectId, count: Math.round((popular ? 60 : 20) + clock.random() * 90) },
          occurredAt: clock.ago(daysAgo),
        },
      }));
  });
}

function angel(index: number): { id: string; name: string } {
  const investor = INVESTORS[index];
  if (!investor) throw new Error(`no sample investor #${index}`);
  return investor;
}

const demoInvestor = { id: DEMO_ACCOUNTS.investor.id, name: DEMO_ACCOUNTS.investor.fullName };

/**
 * Messages between investors and the demo creator, newest first; `project` is the sample
 * project's number and `investor` the thread's investor (the sender unless `reply`).
 */
const MESSAGES: {
  investor: { id: string; name: string };
  project: number;
  text: string;
  daysAgo: number;
  /** Sent by the project's founder, in the investor's thread. */
  reply?: true;
}[] = [
  {
    investor: demoInvestor,
    project: 1,
    text: 'Thanks! Churn was 1.8% last quarter; I will send the cohort chart this week.',
    daysAgo: 0.05,
    reply: true,
  },
  {
    investor: demoInvestor,
    project: 1,
    text: 'Congrats on the monorepo launch! Could you share the latest churn numbers before I add to my position?',
    daysAgo: 0.1,
  },
  {
    investor: angel(14),
    project: 5,
    text: 'FocusFlow looks great. Is the Outlook integration on the roadmap for this year?',
    daysAgo: 0.4,
  },
  {
    investor: angel(9),
    project: 1,
    text: 'What does your pricing look like for teams above 200 engineers?',
    daysAgo: 1.2,
  },
  {
    investor: angel(3),
    project: 1,
    text: 'I committed this morning. Happy to intro you to two platform leads I know.',
    daysAgo: 2.5,
  },
  {
    investor: angel(12),
    project: 5,
    text: 'Could we schedule a 20-minute call next week to talk about the go-to-market plan?',
    daysAgo: 3.6,
  },
  {
    investor: angel(6),
    project: 1,
    text: 'How much of the raise goes to hiring versus infrastructure?',
    daysAgo: 6,
  },
];

/** Where the seed's notification mails link to: `npm start`'s default address. */
const SEED_ORIGIN = 'http://localhost:8787';

/**
 * Writes the sample messages through the same commands as the app (each investor first
 * follows the project, as the app requires), at their past times, oldest first. A thread
 * that already holds some of its messages gets only the rest, so a second run writes
 * nothing and an interrupted one resumes.
 */
export async function seedSampleConversations(db: D1Database, clock: SeedClock): Promise<number> {
  const founder = { id: DEMO_ACCOUNTS.creator.id, name: DEMO_ACCOUNTS.creator.fullName };
  const planned = [...MESSAGES].sort((a, b) => b.daysAgo - a.daysAgo);
  const seen = new Map<string, number>();
  let sent = 0;
  for (const m of planned) {
    const project = await projectById(db, sampleId('project', m.project));
    if (!project) continue;
    const threadId = await threadIdOf(project.id, m.investor.id);
    const nth = (seen.get(threadId) ?? 0) + 1;
    seen.set(threadId, nth);
    const stored = await db
      .prepare('SELECT last_number FROM message_threads WHERE id = ?')
      .bind(threadId)
      .first<{ last_number: number }>();
    if ((stored?.last_number ?? 0) >= nth) continue;
    const now = new Date(clock.ago(m.daysAgo));
    const ctx = { now, origin: SEED_ORIGIN, setHeader: () => {} };
    if (m.reply) {
      await sendMessage(db, { ...founder, role: 'creator' }, { threadId, text: m.text }, ctx);
    } else {
      await setFollowing(db, m.investor.id, project, true, new Date(now.getTime() - 60_000));
      const investor = { ...m.investor, role: 'investor' as const };
      await sendMessage(db, investor, { projectId: project.id, text: m.text }, ctx);
    }
    sent += 1;
  }
  return sent;
}
