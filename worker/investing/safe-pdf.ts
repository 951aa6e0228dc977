/** A commitment's signed SAFE as a PDF: the same text that was hashed, its signature block. */
import type { InvestmentView } from '../../shared/investing/api';
import { voidNoticeOf } from '../../shared/investing/safe-record';
import { wrapLines, writePdf, type PdfLine } from './pdf-writer';

const plain = (text: string): PdfLine[] => wrapLines(text).map((line) => ({ text: line }));
const bold = (text: string): PdfLine[] =>
  wrapLines(text).map((line) => ({ text: line, bold: true }));

/** '2026-11-21T10:00:00.000Z' → '2026-11-21 10:00 UTC'. */
const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The PDF of `safeText` (the exact characters whose SHA-256 the commitment recorded),
 * followed by the signature block, and marked VOID on every page when the commitment was
 * cancelled or refunded.
 */
export function safePdf(investment: InvestmentView, safeText: string): Uint8Array {
  const notice = voidNoticeOf(investment);
  const lines: PdfLine[] = [
    ...(notice ? [...bold(notice.toUpperCase()), { text: '' }] : []),
    ...plain(safeText),
    { text: '' },
    ...bold('SIGNATURE'),
    ...plain(`Signed electronically by: ${investment.safe.signedBy}`),
    ...plain(`Signed on: ${utcMinute(investment.committedAt)}`),
    ...plain(`Template: ${investment.safe.templateId}, version ${investment.safe.templateVersion}`),
    ...plain('SHA-256 of the SAFE text above:'),
    ...plain(investment.safe.sha256),
  ];
  return writePdf({
    title: `SAFE: ${investment.projectTitle}`,
    lines,
    ...(notice ? { watermark: 'VOID' } : {}),
  });
}
