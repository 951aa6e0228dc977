/**
 * A creator's website as a URL to link to, or null: only http(s) links are shown, since a
 * creator-supplied javascript: URL must never be clickable.
 */
export function safeWebsite(url: string | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}
