/**
 * The audit trail as CSV (RFC 4180). A cell a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe:
 * the trail quotes text other people typed (reasons, notes).
 */
import type { AuditEntry } from '../../shared/audit/api';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const AUDIT_CSV_HEADER = [
  'sequence',
  'at',
  'action',
  'what',
  'admin id',
  'admin',
  'subject kind',
  'subject id',
  'subject',
  'details',
];

export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) =>
    [
      e.seq,
      e.at,
      e.action,
      e.label,
      e.actorId,
      e.actor,
      e.subject.kind,
      e.subject.id,
      e.subject.label,
      e.details,
    ]
      .map(csvCell)
      .join(','),
  );
  return [AUDIT_CSV_HEADER.join(','), ...rows].join('\r\n') + '\r\n';
}
