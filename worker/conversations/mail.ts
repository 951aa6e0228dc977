/**
 * The public origin links point at. The mails that go with notifications are queued by
 * the events' own projection (worker/notify), not here.
 */

/** The public origin links in mails point at: SITE_URL, else the request's own. */
export function siteOrigin(siteUrl: string | undefined, requestUrl: string): string {
  if (siteUrl) {
    try {
      return new URL(siteUrl).origin;
    } catch {
      // A malformed SITE_URL falls back to the request's origin rather than failing a post.
    }
  }
  return new URL(requestUrl).origin;
}
