/** The typed-name signature of a SAFE, checked the same way by the invest form and the worker. */

/** A name as compared for a signature: NFC, trimmed, inner spaces collapsed, lower case. */
export function normalizeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** True when the typed signature is the legal name (case and spacing aside). */
export function signatureMatches(legalName: string, signature: string): boolean {
  return normalizeName(signature) === normalizeName(legalName);
}

export const SIGNATURE_MISMATCH_MESSAGE =
  'Type your full legal name exactly as entered above to sign.';
