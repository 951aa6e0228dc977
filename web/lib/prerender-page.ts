/**
 * Builds a prerendered page from the SPA shell (scripts/prerender.ts). Kept apart from
 * the script so the HTML insertion is unit-tested: page text is creator-controlled
 * (project titles), so it must be inserted verbatim, never through a replacement
 * pattern where `$&`, `` $` `` or `$'` would copy parts of the shell into the page.
 */

import { TOP_BAR_SCRIPT } from '../../shared/top-bar-script';

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

/**
 * React 19's renderToString puts the page's hoistable head tags (`<title>`, `<meta>`,
 * `<link>`, rendered by PageTitle) before the page markup. Splits them off.
 */
export function splitHeadTags(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  const tag = /^(?:<title>[^<]*<\/title>|<meta\s[^>]*>|<link\s[^>]*>)/;
  let rest = html;
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** The key a head tag is known by: `title`, or its `name` / `property` attribute. */
function headKey(tag: string): string | null {
  if (tag.startsWith('<title>')) return 'title';
  const key = /\s(?:name|property)="([^"]+)"/.exec(tag);
  return key?.[1] ?? null;
}

/**
 * The shell with the page's own head tags in place of the shell's generic ones of the
 * same key (its title, description, Open Graph title...), so the page has exactly one
 * `<title>`, and the browser adopts these same elements when React hydrates.
 */
export function withPageHead(template: string, tags: string[]): string {
  if (tags.length === 0) return template;
  const keys = new Set(tags.map(headKey));
  // The shell is ours (web/index.html): its tags are replaced by key, tag by tag.
  const shellTag = /<title>[^<]*<\/title>\s*|<meta\s[^>]*>\s*/g;
  const kept = template.replace(shellTag, (tag) => (keys.has(headKey(tag.trim())) ? '' : tag));
  return insertVerbatim(kept, '</head>', `${tags.join('')}</head>`);
}

/** The shell with the page's head, its data and its rendered markup in its root element. */
export function prerenderedPage(template: string, payload: PrerenderPayload, html: string): string {
  const { head, body } = splitHeadTags(html);
  // Fills a signed-in visitor's top bar as the page is parsed (shared/top-bar-script.ts).
  const script = `<script>${TOP_BAR_SCRIPT}</script>`;
  return insertVerbatim(
    withPageHead(insertVerbatim(template, '</head>', `${script}</head>`), head),
    ROOT_ELEMENT,
    `<script type="application/json" id="prerender-data">${inlineJson(payload)}</script>` +
      `<div id="root">${body}</div>`,
  );
}

/**
 * Emotion's global style elements (Chakra's reset, tokens and global CSS) as a render
 * writes them: `<style data-emotion="css-global <hash>">`, in order.
 */
const GLOBAL_STYLE = /<style data-emotion="css-global [^"]*"[^>]*>[^<]*<\/style>/g;

/** The global style elements of a rendered page's markup, in order. */
export function globalStyleTags(html: string): string[] {
  return html.match(GLOBAL_STYLE) ?? [];
}

/** The shell as the build wrote it: without global styles an earlier run put in its head. */
export function withoutGlobalStyles(shell: string): string {
  return shell.replace(GLOBAL_STYLE, '');
}

/**
 * The SPA shell (what signed-in screens such as the dashboards start from) with the
 * global styles a render produced in its head. Emotion's Global then finds its element
 * already in the page, by the hash of the same styles, and adopts it instead of
 * compiling 48 KB of CSS with stylis while the screen starts (docs/architecture.md#dashboard-start).
 * Should the styles ever differ, the hash differs and the app inserts its own as before.
 */
export function shellWithGlobalStyles(template: string, tags: string[]): string {
  return insertVerbatim(withoutGlobalStyles(template), '</head>', `${tags.join('')}</head>`);
}
