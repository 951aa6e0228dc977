/**
 * The public SAFE check (`POST /api/verify/safe`): anyone pastes a SAFE's text or its
 * SHA-256 and learns whether LaunchFund issued it. The answer never names the investor in
 * full (`maskedName`) nor says how much was invested.
 */
import * as v from 'valibot';

export const VERIFY_SAFE_PATH = '/api/verify/safe';
export const SAFE_OCF_PATH = (commitmentId: string) =>
  `/api/safes/${encodeURIComponent(commitmentId)}/ocf.json`;

/** A SAFE's text is a few kilobytes; 64 000 characters leaves room and refuses floods. */
export const MAX_SAFE_TEXT_CHARS = 64_000;

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Exactly one of `text` (the document) and `sha256` (its hash, any case, spaces trimmed). */
export const verifySafeRequestSchema = v.pipe(
  v.object({
    text: v.optional(
      v.pipe(
        v.string('The document must be text.'),
        v.maxLength(MAX_SAFE_TEXT_CHARS, 'The document is too long to be a LaunchFund SAFE.'),
      ),
    ),
    sha256: v.optional(
      v.pipe(
        v.string('The hash must be text.'),
        v.trim(),
        v.toLowerCase(),
        v.regex(SHA256_HEX, 'A SHA-256 hash is 64 characters, 0-9 and a-f.'),
      ),
    ),
  }),
  v.check(
    (body) => (body.text !== undefined) !== (body.sha256 !== undefined),
    'Paste the SAFE document or its SHA-256 hash (one of the two).',
  ),
  v.check(
    (body) => body.text === undefined || body.text.trim() !== '',
    'The document is empty: paste the SAFE text or choose its file.',
  ),
);
export type VerifySafeRequest = v.InferOutput<typeof verifySafeRequestSchema>;

/** Where the SAFE stands: signed and settled, signed awaiting the close, or void. */
export type VerifiedSafeStatus = 'issued' | 'awaiting_close' | 'void';

export type VerifySafeResponse =
  | {
      found: true;
      sha256: string;
      status: VerifiedSafeStatus;
      /** When the investor signed (ISO). */
      signedAt: string;
      offering: { title: string; slug: string; companyName: string };
      /** "J*** D***": initials only. */
      investorName: string;
    }
  | { found: false; sha256: string };

/** "Jane Doe" → "J*** D***"; every word keeps its first letter only. */
export function maskedName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '***';
  return words.map((word) => `${Array.from(word)[0] ?? ''}***`).join(' ');
}

/**
 * Pasted text as the platform renders a SAFE: `\n` line ends and exactly one final line
 * end (an editor or a paste often changes either, not the words).
 */
export function normalizedSafeText(text: string): string {
  return `${text.replace(/\r\n?/g, '\n').replace(/\s+$/, '')}\n`;
}
