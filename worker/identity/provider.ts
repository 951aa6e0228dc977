/**
 * The identity provider behind the check (docs/identity.md#providers). Locally the
 * simulated one decides from documented test inputs; a real provider (a KYC service)
 * implements the same interface and is chosen by `IDENTITY_PROVIDER`.
 */
import type { IdentityCheckRequest } from '../../shared/identity/check';

/** What a provider made of a check. `reference` is its own id for it. */
export type IdentityVerdict =
  | { outcome: 'verified'; reference: string }
  | { outcome: 'failed'; reference: string; reason: string }
  | { outcome: 'review'; reference: string; reason: string };

export interface IdentityProvider {
  /** Recorded on every event of a check it decided. */
  id: string;
  simulated: boolean;
  /** Shown on the verification screen. */
  notice: string;
  check(person: IdentityCheckRequest & { userId: string }): Promise<IdentityVerdict>;
}
