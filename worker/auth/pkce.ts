import { constantTimeEqual, sha256, toBase64Url, utf8 } from './crypto';
import { validationFailed } from './errors';

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** Reads the PKCE pair of a request: both or neither (docs/auth.md#calls, PKCE). */
export function readPkce(
  challenge: string | null | undefined,
  method: string | null | undefined,
): PkceChallenge | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw validationFailed(`code challenge method not supported: ${method}`);
  }
  if (!CHALLENGE.test(challenge)) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method: normalized };
}

/** `base64url(sha256(verifier)) == challenge` for s256; equality for plain. */
export async function verifierMatches(verifier: string, pkce: PkceChallenge): Promise<boolean> {
  const computed = pkce.method === 's256' ? toBase64Url(await sha256(verifier)) : verifier;
  return constantTimeEqual(utf8(computed), utf8(pkce.challenge));
}
