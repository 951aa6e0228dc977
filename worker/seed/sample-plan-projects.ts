/** The lifecycle events of each sample project: drafted → submitted → reviewed → closed. */
import { keepsOfferingWindow } from '../../shared/offering/offering-window';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { sampleId } from './sample-ids';
import { sampleImageUrls } from './sample-image-files';
import { sampleTermsOf } from './sample-terms';
import type { PlannedEvent, SampleProject, SeedClock } from './sample-types';

const ADMIN_ID = DEMO_ACCOUNTS.admin.id;

/** When the project went live (days ago), or null when it never did. */
export function approvedDaysAgo(p: SampleProject): number | null {
  if (p.outcome === 'draft' || p.outcome === 'in_review') return null;
  return p.draftedDaysAgo - (p.reviewDays ?? 3);
}

export function planProjectLifecycle(p: SampleProject, clock: SeedClock): PlannedEvent[] {
  const streamId = sampleId('project', p.n);
  // Uploads in the project's own folder of the project-images bucket (the seed stores them).
  const images = sampleImageUrls(p);
  const at = (
    actorId: string | null,
    daysAgo: number,
    event: PlannedEvent['event']['type'],
    payload: object,
  ) =>
    ({
      streamId,
      streamType: 'project',
      actorId,
      event: { type: event, payload, occurredAt: clock.ago(daysAgo) },
    }) as PlannedEvent;
  const endDate =
    p.closedDaysAgo !== undefined ? clock.ago(p.closedDaysAgo) : clock.ahead(p.endsInDays ?? 60);
  const events: PlannedEvent[] = [
    at(p.creator.id, p.draftedDaysAgo, 'project.drafted', {
      title: p.title,
      slug: p.slug,
      tagline: p.tagline,
      description: p.description,
      category: p.category,
      fundingGoal: p.fundingGoal,
      equity: p.equity,
      minimumInvestment: p.minimumInvestment,
      endDate,
      coverImage: images.cover,
      ...(p.website ? { website: p.website } : {}),
      ...(p.location ? { location: p.location } : {}),
      ...(p.incorporationState ? { incorporationState: p.incorporationState } : {}),
      ...(p.incorporationYear ? { incorporationYear: p.incorporationYear } : {}),
      ...(images.gallery.length > 0 ? { gallery: images.gallery } : {}),
      ...(p.team ? { team: p.team.map((m, i) => ({ ...m, avatar: images.team[i] ?? '' })) } : {}),
      terms: sampleTermsOf(p, endDate),
      creatorId: p.creator.id,
      creatorName: p.creator.name,
    }),
  ];
  if (p.outcome === 'draft') return events;
  const reviewDays = p.reviewDays ?? 3;
  events.push(
    at(p.creator.id, p.draftedDaysAgo - Math.min(0.5, reviewDays / 2), 'project.submitted', {}),
  );
  if (p.outcome === 'in_review') return events;
  const liveSince = p.draftedDaysAgo - reviewDays;
  // The sample world keeps the rules the commands keep: 21 days public before the deadline.
  const approvedAt = clock.ago(liveSince);
  if (!keepsOfferingWindow(endDate, { publicSince: approvedAt, now: approvedAt })) {
    throw new Error(`Sample project ${p.slug} would be public less than 21 days before its end.`);
  }
  events.push(at(ADMIN_ID, liveSince, 'project.approved', {}));
  // As approval does: the offering's terms are recorded when the project goes live (the
  // closed raises too: the closing job closes them, sample-money.ts).
  events.push({
    streamId: `offering:${streamId}`,
    streamType: 'offering',
    actorId: ADMIN_ID,
    event: {
      type: 'offering.terms_set',
      payload: {
        projectId: streamId,
        companyName: p.title,
        source: 'seed',
        terms: sampleTermsOf(p, endDate),
      },
      occurredAt: clock.ago(liveSince),
    },
  } as PlannedEvent);
  if (p.featured)
    events.push(at(ADMIN_ID, liveSince - 0.01, 'project.featured', { featured: true }));
  p.updates?.forEach((update, i) =>
    events.push(
      at(p.creator.id, update.daysAgo, 'project.update_posted', {
        updateId: sampleId('update', p.n * 10 + i),
        title: update.title,
        content: update.content,
      }),
    ),
  );
  return events;
}
