/**
 * The offering machine (machines/offering) as the closing read models show it: the
 * project's offering row and its settlement give the state every closing command asks
 * `can()` of (settle.ts, early-close.ts, worker/projects/withdraw-offering.ts).
 */
import { offeringSnapshotOf, type OfferingStatus } from '../../machines/offering';
import type { ClosingProject, SettlementRow } from './queries';

/**
 * Whether the project's lifecycle ended before its close: only a withdrawal records its
 * lifecycle fact (`project.offering_withdrawn`) at the start; a deadline close records
 * `project.funded` / `project.failed` at its finish, so its project is live until then.
 */
export function withdrawnBeforeClose(project: ClosingProject): boolean {
  return project.status !== 'active';
}

function statusOf(
  project: ClosingProject,
  settlement: SettlementRow | null,
): OfferingStatus | null {
  if (settlement?.status === 'done') return settlement.outcome;
  if (settlement) return 'closing';
  if (project.status !== 'active') return null;
  return project.earlyCloseNoticedAt ? 'early_close_noticed' : 'open';
}

/**
 * The offering's snapshot, or null when the project has no offering to decide on (never
 * live, or ended without a close). A finished close answers funded or failed by its
 * outcome: after the close nothing is decided on whether it was a withdrawal.
 */
export function offeringOf(project: ClosingProject, settlement: SettlementRow | null) {
  const status = statusOf(project, settlement);
  if (!status) return null;
  return offeringSnapshotOf({
    status,
    creatorId: project.creatorId,
    endsAt: project.endsAt,
    outcome: settlement?.outcome ?? null,
    withdrawn: settlement?.status === 'running' && withdrawnBeforeClose(project),
  });
}
