/**
 * A fresh idempotency key for one attempt of a money command (docs/money.md#idempotency):
 * a random UUID without its dashes, 32 hex characters, within the server's 16–64 rule.
 * Made when an attempt starts (a dialog opens, a step is shown) and reused by its retries.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
