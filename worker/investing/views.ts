/** Commitment rows as the wire's `InvestmentView`, with the SAFE re-rendered from its data. */
import type { InvestmentView } from '../../shared/investing/api';
import { cancellationCutoffAt } from '../../shared/money/reg-cf-dates';
import { renderSafeDocument, type SafeDocumentData } from '../../shared/offering/safe-document';
import { ownershipAtSigningPercent } from '../../shared/offering/safe-simulator';
import { investmentClosingFields } from './investment-fields';
import type { CommitmentRow } from './queries';

export function safeDataOf(row: CommitmentRow): SafeDocumentData {
  return JSON.parse(row.safe_data) as SafeDocumentData;
}

export function investmentView(row: CommitmentRow): InvestmentView {
  const safe = safeDataOf(row);
  return {
    id: row.id,
    projectId: row.project_id,
    projectSlug: row.slug,
    projectTitle: row.title,
    coverImage: row.cover_image,
    amountCents: row.amount_cents,
    status: row.status,
    committedAt: row.committed_at,
    cancelledAt: row.cancelled_at,
    offeringEndsAt: row.offering_ends_at,
    cancellationCutoffAt: cancellationCutoffAt(row.offering_ends_at),
    equityPercent: ownershipAtSigningPercent(row.amount_cents, safe),
    safe: {
      templateId: safe.templateId,
      templateVersion: safe.templateVersion,
      sha256: row.safe_sha256,
      signedBy: safe.investorLegalName,
    },
    reconfirmBy: row.status === 'reconfirmation_required' ? row.reconfirm_by : null,
    ...investmentClosingFields(row),
  };
}

/** The signed SAFE's text: the stored data renders the exact characters that were hashed. */
export function safeTextOf(row: CommitmentRow): string {
  return renderSafeDocument(safeDataOf(row));
}
