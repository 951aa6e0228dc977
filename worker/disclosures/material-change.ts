/**
 * A change of the disclosures after the offering went live is a material change
 * (17 CFR 227.304(c); docs/before-the-raise.md#disclosures): it follows the same rules as
 * a material terms change (docs/money.md#reconfirmation). Every open commitment must be
 * reconfirmed within five business days, asked in the change's own batch.
 */
import { cancellationCutoffAt } from '../../shared/money/reg-cf-dates';
import { reconfirmationDeadline } from '../../shared/offering/terms-change';
import type { AppendInput } from '../event-store';
import { ApiError } from '../http/api-error';
import { findPublicOffering } from '../investing/offering';
import { openCommitments, reconfirmationAsks } from '../investing/reconfirmation-asks';

export interface MaterialChange {
  material: boolean;
  reconfirmBy: string | null;
  appends: (AppendInput & { expectedVersion: number })[];
  notices: D1PreparedStatement[];
}

const NONE: MaterialChange = { material: false, reconfirmBy: null, appends: [], notices: [] };

/**
 * What changing the disclosures of `projectId` asks: nothing before going live; once
 * live, a reconfirmation of each open commitment. A window that would outlast the
 * cancellation cut-off refuses the change (409), as for the terms.
 */
export async function materialChangeOf(
  db: D1Database,
  input: { projectId: string; actorId: string; at: string; changes: string[]; link: string },
): Promise<MaterialChange> {
  const offering = await findPublicOffering(db, { id: input.projectId });
  if (offering?.projectStatus !== 'active') return NONE;
  const reconfirmBy = reconfirmationDeadline(input.at);
  const rows = await openCommitments(db, input.projectId);
  if (rows.length > 0 && reconfirmBy >= cancellationCutoffAt(offering.endsAt)) {
    throw new ApiError(
      409,
      'reconfirmation_window_too_short',
      `Investors would have until ${reconfirmBy.slice(0, 10)} to reconfirm, which is after this offering's cancellation cut-off. The disclosures can no longer change; contact support.`,
    );
  }
  const asks = reconfirmationAsks(db, rows, {
    projectId: input.projectId,
    actorId: input.actorId,
    at: input.at,
    reconfirmBy,
    offeringEndsAt: offering.endsAt,
    termsVersion: Math.max(1, offering.termsVersion),
    notice: {
      issuer: offering.companyName,
      changes: input.changes,
      link: input.link,
      changedWhat: 'the disclosures of its offering',
    },
  });
  return { material: true, reconfirmBy, ...asks };
}
