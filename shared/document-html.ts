/**
 * Builds a page's HTML from the build's shell (web/index.html as Vite wrote it) and a
 * server render (shared/document-render.ts). Page text is creator-controlled (project
 * titles), so it is inserted verbatim, never through a replacement pattern where `$&`,
 * `` $` `` or `$'` would copy parts of the shell into the page.
 */
import { BOOT_PAYLOAD_ID, type RenderedDocument } from './document-render';

/** The element the app mounts into; the rendered markup goes inside it. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON that is safe inside a <script> element: no `</script>`, no line separators. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts `insertion` in place of the first `marker` in `template`, byte for byte.
 * @throws Error when the template has no marker (a page would silently lose its content).
 */
export function insertVerbatim(template: string, marker: string, insertion: string): string {
  const at = template.indexOf(marker);
  if (at < 0) throw new Error(`document: the shell has no ${marker}`);
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
  const shellTag = /<title>[^<]*<\/title>\s*|<meta\s[^>]*>\s*/g;
  const kept = template.replace(shellTag, (tag) => (keys.has(headKey(tag.trim())) ? '' : tag));
  return insertVerbatim(kept, '</head>', `${tags.join('')}</head>`);
}

/** The shell with the page's head, its boot payload and its markup in the root element. */
export function documentHtml(shell: string, rendered: RenderedDocument): string {
  return insertVerbatim(
    withPageHead(shell, rendered.head),
    ROOT_ELEMENT,
    `<script type="application/json" id="${BOOT_PAYLOAD_ID}">${inlineJson(rendered.boot)}</script>` +
      `<div id="root">${rendered.body}</div>`,
  );
}
