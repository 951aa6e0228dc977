/** What the SAFE viewer and its PDF say about a signed document beyond its text. */
import { formatDate } from '../format';
import type { InvestmentView } from './api';

/**
 * The notice that marks a commitment's document void, or null while it stands: a
 * cancelled or refunded commitment issued no SAFE, so its signed text has no effect.
 */
export function voidNoticeOf(
  investment: Pick<InvestmentView, 'status' | 'cancelledAt'>,
): string | null {
  if (investment.status === 'cancelled') {
    const when = investment.cancelledAt ? ` on ${formatDate(investment.cancelledAt)}` : '';
    return `Void: this commitment was cancelled${when}, so no SAFE was issued and this document has no effect.`;
  }
  if (investment.status === 'refunded') {
    return 'Void: this commitment was refunded, so no SAFE was issued and this document has no effect.';
  }
  return null;
}

/** The file name of a commitment's SAFE as a PDF. */
export function safePdfFileName(investment: Pick<InvestmentView, 'projectSlug' | 'id'>): string {
  return `safe-${investment.projectSlug}-${investment.id.slice(0, 8)}.pdf`;
}
