/**
 * Builds a prerendered page from the SPA shell (scripts/prerender.ts). Kept apart from
 * the script so the HTML insertion is unit-tested: page text is creator-controlled
 * (project titles), so it must be inserted verbatim, never through a replacement
 * pattern where `$&`, `` $` `` or `$'` would copy parts of the shell into the page.
 */

/** The element the SPA mounts into; the prerendered markup goes inside it. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** What a prerendered page inlines for the client (see prerendered-data.ts). */
export interface PrerenderPayload {
  path: string;
  data: Record<string, unknown>;
  renderedAt: string;
}

/** JSON that is safe inside a <script> element: no `</script>`, no line separators. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts `insertion` in place of the first `marker` in `template`, byte for byte: sliced
 * around the marker rather than String.prototype.replace with a string, which would
 * expand the `$` patterns of user text.
 * @throws Error when the template has no marker (a page would silently lose its content).
 */
export function insertVerbatim(template: string, marker: string, insertion: string): string {
  const at = template.indexOf(marker);
  if (at < 0) throw new Error(`prerender: the template has no ${marker}`);
  return template.slice(0, at) + insertion + template.slice(at + marker.length);
}

/** The shell with the page's data and rendered markup in its root element. */
export function prerenderedPage(template: string, payload: PrerenderPayload, html: string): string {
  return insertVerbatim(
    template,
    ROOT_ELEMENT,
    `<script type="application/json" id="prerender-data">${inlineJson(payload)}</script>` +
      `<div id="root">${html}</div>`,
  );
}
