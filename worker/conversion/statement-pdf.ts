/** An investor's conversion statement as a PDF, with the SAFE PDF's writer (plain text). */
import type { InvestorConversionResponse } from '../../shared/conversion/api';
import { ROUNDING_NOTE } from '../../shared/conversion/statement';
import { formatCents } from '../../shared/money/cents';
import { wrapLines, writePdf, type PdfLine } from '../investing/pdf-writer';

const plain = (text: string): PdfLine[] => wrapLines(text).map((line) => ({ text: line }));
const bold = (text: string): PdfLine[] =>
  wrapLines(text).map((line) => ({ text: line, bold: true }));

const KIND_TITLE = {
  priced_round: 'Priced round',
  liquidity: 'Liquidity event (sale of the company)',
  dissolution: 'Dissolution',
} as const;

export function statementPdf(view: InvestorConversionResponse): Uint8Array {
  const s = view.statement;
  const lines: PdfLine[] = [
    ...bold(`CONVERSION STATEMENT: ${view.projectTitle}`),
    { text: '' },
    ...plain(`Event: ${KIND_TITLE[view.outcome.kind]} on ${view.outcome.occurredOn}`),
    ...plain(`SAFE: ${view.investmentId}`),
  ];
  if (s) {
    lines.push(
      ...plain(`Purchase amount: ${formatCents(s.purchaseCents)}`),
      ...plain(`Shares received: ${s.shares.toLocaleString('en-US')}`),
      ...plain(`Price per share: $${s.pricePerShare}`),
      ...plain(`Term applied: ${s.termDescription}`),
      ...plain(`The round's price per share: $${s.roundPricePerShare}`),
      ...plain(`Ownership before the new money: ${s.ownershipBeforeNewMoneyPercent} %`),
      ...plain(
        `Ownership after the round: ${s.ownershipAfterRoundPercent} % of ${s.sharesAfterRound.toLocaleString('en-US')} shares`,
      ),
      { text: '' },
      ...plain(s.roundingNote),
    );
  } else {
    lines.push(
      ...plain(`Paid to you: ${formatCents(view.payoutCents ?? 0)}`),
      { text: '' },
      ...plain(ROUNDING_NOTE),
    );
  }
  lines.push({ text: '' }, ...plain('No real money moved: this platform is a simulation.'));
  return writePdf({ title: `Conversion statement: ${view.projectTitle}`, lines });
}
