/**
 * Folds a project's events into its public offering history (shared/history/api.ts).
 * Pure: the worker reads the events (the project stream, `offering:<projectId>` and the
 * project's investment streams) and passes them here; tests feed synthetic ones.
 *
 * Goal milestones come from the running sum of open commitments (committed, less
 * cancelled, lapsed and refunded amounts), against the goal in force at that moment;
 * each milestone is recorded once, the first time it is reached. Refunds are counted per
 * reason and UTC day. No entry carries an investor's identity or a single amount. A
 * withdrawn offering (`project.offering_withdrawn`) closes as `withdrawn`, not as a goal
 * that was not met, and its refunds say so (docs/money.md#withdrawing-a-live-offering).
 */
import type { ClosedOutcome, HistoryEntry, RefundReason } from './api';
import { committedCents, payloadOf, termChanges } from './payloads';

/** One stored event as the fold needs it (a subset of the store's StoredEvent). */
export interface HistorySourceEvent {
  streamId: string;
  type: string;
  payload: unknown;
  occurredAt: string;
}

const MILESTONES = [50, 100] as const;

interface FoldState {
  entries: HistoryEntry[];
  goalCents: number | null;
  /** Open commitment amounts by investment stream id (never leaves the fold). */
  open: Map<string, number>;
  refunded: Set<string>;
  reached: Set<number>;
  outcome: ClosedOutcome | null;
  listed: boolean;
}

/** The timeline of a project's offering, oldest first. Events may come in any order. */
export function foldHistory(events: readonly HistorySourceEvent[]): HistoryEntry[] {
  const state: FoldState = {
    entries: [],
    goalCents: null,
    open: new Map(),
    refunded: new Set(),
    reached: new Set(),
    outcome: null,
    listed: false,
  };
  // Stable: events of one instant keep the order the store gave them.
  const ordered = [...events].sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
  for (const event of ordered) apply(state, event);
  return state.entries;
}

function apply(state: FoldState, event: HistorySourceEvent): void {
  const at = event.occurredAt;
  switch (event.type) {
    case 'project.drafted':
    case 'project.details_edited': {
      const goal = payloadOf('projectGoal', event.payload)?.fundingGoal;
      // Recorded offering terms, once there are any, state the goal in cents.
      if (goal !== undefined && !state.listed) state.goalCents = goal * 100;
      return;
    }
    case 'project.approved':
      if (!state.listed) state.entries.push({ kind: 'listed', at });
      state.listed = true;
      return;
    case 'offering.terms_set': {
      const goal = payloadOf('termsSet', event.payload)?.terms.fundingGoalCents;
      if (goal !== undefined) state.goalCents = goal;
      return;
    }
    case 'offering.terms_changed': {
      const change = payloadOf('termsChanged', event.payload);
      if (!change) return;
      if (change.next.fundingGoalCents !== undefined)
        state.goalCents = change.next.fundingGoalCents;
      const changes = termChanges(change.previous, change.next);
      const reconfirmBy = change.reconfirmBy ?? null;
      state.entries.push({
        kind: 'terms_changed',
        at,
        changes,
        // Every change of a live offering is material unless the event says otherwise.
        material: change.material ?? true,
        reconfirmBy,
        reconfirmations: change.reconfirmations ?? 0,
      });
      checkMilestones(state, at);
      return;
    }
    case 'offering.early_close_noticed': {
      const notice = payloadOf('earlyClose', event.payload);
      if (notice) {
        state.entries.push({
          kind: 'early_close_noticed',
          at: notice.noticedAt ?? at,
          newEndsAt: notice.newEndsAt,
        });
      }
      return;
    }
    case 'offering.settlement_started': {
      // The close decided its outcome here; refunds and settlements follow.
      const outcome = payloadOf('outcome', event.payload)?.outcome;
      if (outcome) close(state, at, outcome);
      return;
    }
    case 'project.offering_withdrawn':
      closeWithdrawn(state, at);
      return;
    case 'project.funded':
    case 'project.failed':
      close(state, at, event.type === 'project.funded' ? 'funded' : 'failed');
      return;
    case 'offering.settled': {
      const settled = payloadOf('settled', event.payload);
      if (!settled) return;
      close(state, at, settled.outcome);
      const { outcome, raisedCents, investorCount, refundCount } = settled;
      state.entries.push({ kind: 'settled', at, outcome, raisedCents, investorCount, refundCount });
      return;
    }
    case 'investment.committed': {
      const committed = payloadOf('committed', event.payload);
      if (!committed) return;
      state.open.set(event.streamId, committedCents(committed));
      checkMilestones(state, at);
      return;
    }
    case 'investment.cancelled':
      state.open.delete(event.streamId);
      return;
    case 'investment.lapsed':
      refund(state, event, 'not_reconfirmed');
      return;
    case 'investment.refunded':
      refund(state, event, refundReasonOf(state, event));
      return;
    default:
      return;
  }
}

/** One "closed" entry per offering, at the first fact that states the outcome. */
function close(state: FoldState, at: string, outcome: ClosedOutcome): void {
  if (state.outcome !== null) return;
  state.outcome = outcome;
  state.entries.push({ kind: 'closed', at, outcome });
}

/**
 * A withdrawal records its lifecycle fact and the failed settlement start in one batch, so
 * the start may be folded first: its `failed` close is then the withdrawal's.
 */
function closeWithdrawn(state: FoldState, at: string): void {
  if (state.outcome === null) {
    close(state, at, 'withdrawn');
    return;
  }
  if (state.outcome !== 'failed') return;
  state.outcome = 'withdrawn';
  for (const entry of state.entries) {
    if (entry.kind === 'closed') entry.outcome = 'withdrawn';
  }
}

/** The refund's own reason when it states one, else the outcome of the close it follows. */
function refundReasonOf(state: FoldState, event: HistorySourceEvent): RefundReason {
  const reason = payloadOf('refundReason', event.payload)?.reason;
  if (reason === 'offering_withdrawn' || state.outcome === 'withdrawn') return 'offering_withdrawn';
  if (reason === 'offering_failed' || state.outcome === 'failed') return 'offering_failed';
  return 'refund';
}

function checkMilestones(state: FoldState, at: string): void {
  if (state.goalCents === null || state.goalCents <= 0) return;
  let total = 0;
  for (const amount of state.open.values()) total += amount;
  for (const percent of MILESTONES) {
    if (state.reached.has(percent) || total * 100 < state.goalCents * percent) continue;
    state.reached.add(percent);
    state.entries.push({ kind: 'goal_reached', at, percent, goalCents: state.goalCents });
  }
}

/** One refund per investment, however many facts record it (a lapse, then a refund). */
function refund(state: FoldState, event: HistorySourceEvent, reason: RefundReason): void {
  state.open.delete(event.streamId);
  if (state.refunded.has(event.streamId)) return;
  state.refunded.add(event.streamId);
  const last = state.entries.at(-1);
  const sameBatch =
    last?.kind === 'refunds_issued' &&
    last.reason === reason &&
    last.at.slice(0, 10) === event.occurredAt.slice(0, 10);
  if (sameBatch) {
    last.count += 1;
    last.at = event.occurredAt;
  } else {
    state.entries.push({ kind: 'refunds_issued', at: event.occurredAt, count: 1, reason });
  }
}
