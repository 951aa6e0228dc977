/**
 * Wire types of the product's own /api routes, shared by the worker (producer) and the
 * web app (consumer). Money is in whole US dollars; timestamps are ISO 8601 strings.
 */
import type { Role } from './constants';
import type { HoldingStatus } from './conversion/api';
import type { SafeTerms } from './offering/safe-terms';
import type { UpdateAudience, UpdateMetrics } from './reporting/update-metrics';

/** Every /api error: one envelope. `details` carries per-field messages (422). */
export interface ApiErrorBody {
  error: { code: string; message: string; details?: Record<string, string> };
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unreachable';
  authMode: 'embedded' | 'proxy';
  latencyMs: number;
}

/**
 * A project's place in its lifecycle (issue: project lifecycle). Only `active` projects
 * (approved and live) are public; `funded` / `failed` are the ends of a live raise.
 */
export type ProjectStatus =
  | 'draft'
  | 'in_review'
  | 'changes_requested'
  | 'active'
  | 'rejected'
  | 'funded'
  | 'failed'
  /** Deleted by its creator: the read model drops the row, so no list or page shows it. */
  | 'deleted';

/** Sample categories of docs/product.md#project. */
export type ProjectCategory =
  'Developer Tools' | 'Artificial Intelligence' | 'Productivity' | 'Finance' | 'Health & Fitness';

/** One listed project as Discover, Home and the detail sidebar show it (docs/product.md#project). */
export interface ProjectSummary {
  id: string;
  title: string;
  slug: string;
  tagline: string;
  description: string;
  creatorId: string;
  creatorName: string;
  fundingGoal: number;
  fundingRaised: number;
  /** Equity offered, percent. */
  equity: number;
  minimumInvestment: number;
  category: ProjectCategory;
  status: ProjectStatus;
  /** Same-origin image path, e.g. /images/projects/x-cover.svg */
  coverImage: string;
  featured: boolean;
  createdAt: string;
  endDate: string;
  /** Number of distinct investors. */
  investors: number;
  website?: string;
  location?: string;
  /**
   * True when an investor accepted to lead the round (docs/before-the-raise.md#lead-investor).
   * Discover's list (GET /api/projects) sets it; other answers leave it out.
   */
  hasLead?: boolean;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Same-origin portrait; absent when none was given (initials are shown). */
  avatar?: string;
}

export interface ProjectUpdate {
  id: string;
  title: string;
  content: string;
  date: string;
  /** Structured metrics (docs/reporting-and-verification.md#metrics-on-updates). */
  metrics?: UpdateMetrics;
  /** Set on a backers-only update. */
  audience?: UpdateAudience;
  /** True when the reader may not read it: only its title and date are shown. */
  locked?: boolean;
}

export interface ProjectDetail extends ProjectSummary {
  gallery: string[];
  team: TeamMember[];
  /** A YouTube or Vimeo https link, shown as a link (the CSP forbids embedded frames). */
  videoUrl?: string;
  /** Where and when the company was incorporated: a US state (or DC), a year ('2021'). */
  incorporationState?: string;
  incorporationYear?: string;
  updates: ProjectUpdate[];
  /** When the offering closed (ISO): only on a funded or failed project. */
  closedAt?: string;
  /**
   * True when the creator withdrew the live offering before its deadline (a failed
   * project: every commitment refunded, no fee); absent on every other project.
   */
  withdrawn?: boolean;
}

/** GET /api/projects */
export interface ProjectListResponse {
  projects: ProjectSummary[];
}

/** GET /api/projects/:slug */
export interface ProjectDetailResponse {
  project: ProjectDetail;
}

/** A figure with its change versus the previous month, in percent (negative = decrease). */
export interface StatWithChange {
  value: number;
  changePercent: number;
}

/** One month of the admin charts; `month` is the short label ('Jan'), `key` is 'YYYY-MM'. */
export interface MonthlyPoint {
  key: string;
  month: string;
  value: number;
}

/** GET /api/dashboards/admin */
export interface AdminDashboard {
  /**
   * Each figure now, with its change versus the same figure 30 days earlier. Revenue is
   * the sum of the 5% platform fees the ledger posted (whole dollars, floored); Active
   * Projects are live (approved, not ended);
   * Average Investment is over investments not refunded.
   */
  stats: {
    totalRevenue: StatWithChange;
    totalUsers: StatWithChange;
    activeProjects: StatWithChange;
    averageInvestment: StatWithChange;
  };
  /** Six months, oldest first: projects created per month. */
  projectsCreated: MonthlyPoint[];
  /** Six months, oldest first: invested dollars per month. */
  investments: MonthlyPoint[];
  recentUsers: { id: string; name: string; email: string; role: Role; joinedAt: string }[];
  recentProjects: {
    id: string;
    title: string;
    slug: string;
    creatorName: string;
    /** The project's funding goal. */
    amount: number;
    status: ProjectStatus;
  }[];
  recentInvestments: {
    id: string;
    investorName: string;
    projectTitle: string;
    amount: number;
    date: string;
  }[];
}

/**
 * The status a read model stores for an investment, one per state of the investment
 * machine (machines/investment); declared here, beside the dashboard rows that carry it,
 * so the contract's root imports no domain module (shared/investing re-exports it).
 */
export type InvestmentStatus =
  'pending' | 'committed' | 'reconfirmation_required' | 'cancelled' | 'settled' | 'refunded';

export interface InvestmentRow {
  id: string;
  projectId: string;
  projectSlug: string;
  projectTitle: string;
  projectImage: string;
  /** The project's own category (the portfolio's breakdown). */
  category: ProjectCategory;
  amount: number;
  /**
   * The investor's ownership at the valuation cap, percent, as the SAFE was signed: the
   * same figure My Investments shows; null for an uncapped SAFE.
   */
  equity: number | null;
  status: InvestmentStatus;
  /**
   * What became of a settled SAFE after its raise (the portfolio's status): the row is
   * named by it, as on My Investments; null while the commitment is not settled.
   */
  safeOutcome: HoldingStatus | null;
  date: string;
}

/** One slice of the portfolio: the money committed or settled in one category. */
export interface PortfolioSlice {
  category: ProjectCategory;
  amount: number;
  /** Whole percent of the portfolio. */
  percent: number;
}

/** GET /api/dashboards/investor — the calling investor's own data. */
export interface InvestorDashboard {
  /** Whole dollars in open or settled commitments: committedInvested + settledInvested. */
  totalInvested: number;
  /** Whole dollars in settled commitments: SAFEs issued, no longer cancellable. */
  settledInvested: number;
  /** Whole dollars in escrow: committed, cancellable until 48 hours before the deadline. */
  committedInvested: number;
  activeInvestments: number;
  /** Distinct projects across the investments ('Across N projects'). */
  distinctProjects: number;
  availableBalance: number;
  investments: InvestmentRow[];
  distribution: PortfolioSlice[];
  /** Up to three live projects the investor has not invested in, each with its reason. */
  recommended: RecommendedProject[];
}

/** A project recommended to an investor, and why it is shown to them. */
export interface RecommendedProject extends ProjectSummary {
  reason: string;
}

export interface CreatorProjectRow {
  id: string;
  title: string;
  slug: string;
  tagline: string;
  image: string;
  status: ProjectStatus;
  fundingGoal: number;
  fundingRaised: number;
  /** Rounded raised / goal, capped at 100. */
  percentFunded: number;
  views: number;
  /** The admin's note or reason when changes were requested or the project was rejected. */
  reviewNote?: string;
  /** A closed raise: the payout (funded) or the refunds (failed); absent while live. */
  settlement?: ProjectSettlement;
}

/** GET /api/dashboards/creator — the calling creator's own data. */
export interface CreatorDashboard {
  /** Raised by the creator's live (active) and funded projects. */
  totalRaised: number;
  /** The funding goals of those same projects. */
  totalGoal: number;
  /** totalRaised as a percent of totalGoal, rounded, capped at 100. */
  percentOfGoal: number;
  totalInvestors: number;
  viewsLast7Days: number;
  /** Seven days, oldest first; `day` is 'Mon'..'Sun', `date` is 'YYYY-MM-DD'. */
  dailyViews: { day: string; date: string; views: number }[];
  /** The latest messages investors sent the creator; `threadId` opens their conversation. */
  messages: { id: string; threadId: string; senderName: string; text: string; sentAt: string }[];
  projects: CreatorProjectRow[];
}

/** A funded project's payout (creator dashboard): raised less the 5 % platform fee. */
export interface FundedPayout {
  outcome: 'funded';
  raisedCents: number;
  feeCents: number;
  netCents: number;
  investorCount: number;
  settledAt: string;
}

/**
 * A failed project: every commitment went back to its investor, no fee. `withdrawn`: the
 * creator withdrew the live offering before its deadline, rather than the goal not met.
 */
export interface FailedRefunds {
  outcome: 'failed';
  withdrawn: boolean;
  refundedCents: number;
  refundCount: number;
  settledAt: string;
}

/** The closing outcome shown on a creator's closed project. */
export type ProjectSettlement = FundedPayout | FailedRefunds;

/**
 * A project as its owner (and a reviewing admin) sees it, in any state: the public
 * fields plus the review note, the stream version to send back with an edit, and when
 * it was submitted.
 */
export interface ManagedProject extends ProjectSummary {
  /** The SAFE terms the creator set (cents); absent when the server's defaults apply. */
  terms?: SafeTerms;
  /** The offering's terms version (0 before approval): a live terms change sends it back. */
  termsVersion?: number;
  /** Team, gallery and video as stored (absent on rows read before they existed). */
  team?: TeamMember[];
  gallery?: string[];
  videoUrl?: string;
  incorporationState?: string;
  incorporationYear?: string;
  reviewNote: string | null;
  version: number;
  submittedAt: string | null;
  updatedAt: string;
}

/** GET/POST/PATCH /api/creator/projects[/:id] and the review actions. */
export interface ManagedProjectResponse {
  project: ManagedProject;
}

/** GET /api/creator/projects: the caller's own projects, newest first. */
export interface ManagedProjectListResponse {
  projects: ManagedProject[];
}

/** GET /api/admin/reviews: projects awaiting review, oldest submission first. */
export interface ReviewQueueResponse {
  projects: ManagedProject[];
}

/** Discover's sort orders (`?sort=`), in the order its selector lists them. */
export const DISCOVER_SORTS = [
  'newest',
  'oldest',
  'mostFunded',
  'leastFunded',
  'leadFirst',
] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

type Ranked = Pick<ProjectSummary, 'createdAt' | 'fundingRaised' | 'hasLead'>;

/**
 * The one definition of Discover's orders, as a comparator over listed projects: newest
 * or oldest by creation, most or least funded by dollars raised, those with a lead
 * investor first (then newest). Use with a stable sort so ties keep the server's order.
 */
export function compareProjectsBy(sort: DiscoverSort): (a: Ranked, b: Ranked) => number {
  const created = (p: Pick<ProjectSummary, 'createdAt'>) => Date.parse(p.createdAt);
  const led = (p: Ranked) => (p.hasLead ? 1 : 0);
  switch (sort) {
    case 'leadFirst':
      return (a, b) => led(b) - led(a) || created(b) - created(a);
    case 'newest':
      return (a, b) => created(b) - created(a);
    case 'oldest':
      return (a, b) => created(a) - created(b);
    case 'mostFunded':
      return (a, b) => b.fundingRaised - a.fundingRaised;
    case 'leastFunded':
      return (a, b) => a.fundingRaised - b.fundingRaised;
  }
}

/** One of the caller's sign-in sessions, as the settings page lists them (GET /api/me/sessions). */
export interface DeviceSession {
  id: string;
  /** e.g. "Chrome on macOS", from the User-Agent that opened the session. */
  device: string;
  createdAt: string;
  /** The last token refresh (a device in use refreshes hourly), or the sign-in. */
  lastActiveAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

/**
 * The caller's sessions. Only embedded auth keeps them: with hosted Supabase auth the
 * sessions live in the hosted project, which supabase-js cannot list (`listed: false`).
 */
export type DeviceSessionsResponse =
  { listed: true; sessions: DeviceSession[] } | { listed: false; sessions: [] };
