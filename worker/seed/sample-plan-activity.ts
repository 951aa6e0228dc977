/** People joining, page views and investor messages. */
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

/** Messages from investors to creators; `project` is the sample project's number. */
const MESSAGES: {
  from: { id: string; name: string };
  to: string;
  project: number;
  text: string;
  daysAgo: number;
}[] = [
  {
    from: demoInvestor,
    to: DEMO_ACCOUNTS.creator.id,
    project: 1,
    text: 'Congrats on the monorepo launch! Could you share the latest churn numbers before I add to my position?',
    daysAgo: 0.1,
  },
  {
    from: angel(14),
    to: DEMO_ACCOUNTS.creator.id,
    project: 5,
    text: 'FocusFlow looks great. Is the Outlook integration on the roadmap for this year?',
    daysAgo: 0.4,
  },
  {
    from: angel(9),
    to: DEMO_ACCOUNTS.creator.id,
    project: 1,
    text: 'What does your pricing look like for teams above 200 engineers?',
    daysAgo: 1.2,
  },
  {
    from: angel(3),
    to: DEMO_ACCOUNTS.creator.id,
    project: 1,
    text: 'I committed this morning. Happy to intro you to two platform leads I know.',
    daysAgo: 2.5,
  },
  {
    from: angel(12),
    to: DEMO_ACCOUNTS.creator.id,
    project: 5,
    text: 'Could we schedule a 20-minute call next week to talk about the go-to-market plan?',
    daysAgo: 3.6,
  },
  {
    from: angel(6),
    to: DEMO_ACCOUNTS.creator.id,
    project: 1,
    text: 'How much of the raise goes to hiring versus infrastructure?',
    daysAgo: 6,
  },
];

export function planMessages(clock: SeedClock): PlannedEvent[] {
  return MESSAGES.map((m, i) => ({
    streamId: sampleId('message', i + 1),
    streamType: 'message',
    actorId: m.from.id,
    event: {
      type: 'message.sent',
      payload: {
        senderId: m.from.id,
        senderName: m.from.name,
        recipientId: m.to,
        projectId: sampleId('project', m.project),
        text: m.text,
      },
      occurredAt: clock.ago(m.daysAgo),
    },
  }));
}
