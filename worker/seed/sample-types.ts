import type { ProjectCategory } from '../../shared/api';
import type { StreamType } from '../../shared/events';
import type { NewEvent } from '../kernel/types';
import type { SampleUser } from './sample-users';
import type { INCORPORATION_STATES } from '../../shared/schemas/project-text-fields';

/** Where a sample project's story ends when the seed runs. */
export type SampleOutcome = 'active' | 'in_review' | 'draft' | 'funded' | 'failed';

export interface SampleProject {
  n: number;
  slug: string;
  title: string;
  tagline: string;
  description: string;
  category: ProjectCategory;
  fundingGoal: number;
  equity: number;
  minimumInvestment: number;
  creator: SampleUser;
  outcome: SampleOutcome;
  featured?: boolean;
  website?: string;
  location?: string;
  /** Where and when the company was incorporated (the field list's incorporation details). */
  incorporationState?: (typeof INCORPORATION_STATES)[number];
  incorporationYear?: string;
  /** Team members; portraits are seeded uploads (sample-image-files.ts). */
  team?: { name: string; role: string; bio: string }[];
  updates?: { title: string; content: string; daysAgo: number }[];
  /** Gallery images generated for the project. */
  galleryCount?: number;
  /** Days before the seed that the creator drafted it. */
  draftedDaysAgo: number;
  /** Days from drafting to approval (or to submission for in_review). */
  reviewDays?: number;
  /** Live projects: days from the seed to the end date. Closed ones: days ago it closed. */
  endsInDays?: number;
  closedDaysAgo?: number;
  /**
   * Share of the goal raised by other investors, 0..1 (the demo investor adds more). A
   * closed raise's commitments go through the investing commands before its end and the
   * closing job closes it at a clock just past it, so none exceeds its maximum raise.
   */
  raisedShare?: number;
}

/** One event of the sample history, before it is appended. */
export interface PlannedEvent {
  streamId: string;
  streamType: StreamType;
  actorId: string | null;
  event: NewEvent & { occurredAt: string };
}

/** The seed's clock: moments relative to the day it runs. */
export interface SeedClock {
  now: Date;
  /** The ISO timestamp `days` (may be fractional) before now. */
  ago(days: number): string;
  /** The ISO timestamp `days` after now. */
  ahead(days: number): string;
  /** A deterministic pseudo-random number in [0, 1). */
  random(): number;
}
