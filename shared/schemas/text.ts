/**
 * What user-written text may contain, one rule for every form, API body and event
 * payload that carries it (titles, taglines, names, bios, descriptions, notes, messages).
 * Characters a reader cannot see or that change how the text around them reads, and HTML
 * tags, are refused, with a message that names the problem, rather than stored and shown
 * to other users.
 */
import * as v from 'valibot';

/** C0 and C1 control characters, DEL included; tab and line feed are checked apart. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** Tab, line feed and the Unicode line and paragraph separators. */
const LINE_BREAK_OR_TAB = /[\t\n\u2028\u2029]/;
/** Bidirectional embeddings, overrides and isolates: they reorder what follows them. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Zero-width space, non-joiner, joiner and the byte-order mark (zero-width no-break). */
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/;
/** A UTF-16 surrogate without its partner: not a character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * An HTML tag or comment (`<b>`, `</script>`, `<img src=x>`, `<!--`); `a < b` is fine.
 * The app renders user text as text, never as HTML, so a tag would show as written to
 * some readers and be taken as markup by others (an email client, a CSV opened in a
 * spreadsheet, a hosted project's own pages): refused everywhere instead.
 */
const HTML_TAG = /<\/?[A-Za-z][^>]*>|<!--/;

/** Single-line text (titles, names) or multi-line text (descriptions, notes, messages). */
export type TextKind = 'line' | 'multiline';

/**
 * Why `text` may not be stored as a `label` of this kind, or null when it may. Multi-line
 * text may hold line breaks (\n, \r\n) and tabs; single-line text none of them.
 */
export function textProblem(text: string, label: string, kind: TextKind = 'line'): string | null {
  const body = kind === 'multiline' ? text.replace(/\r\n/g, '\n') : text;
  if (CONTROL.test(body)) return `The ${label} cannot contain control characters.`;
  if (kind === 'line' && LINE_BREAK_OR_TAB.test(body)) {
    return `The ${label} must be a single line, without tabs or line breaks.`;
  }
  if (kind === 'multiline' && /[\u2028\u2029]/.test(body)) {
    return `Use ordinary line breaks in the ${label}.`;
  }
  if (BIDI_CONTROL.test(body)) {
    return `The ${label} cannot contain text-direction override characters.`;
  }
  if (ZERO_WIDTH.test(body)) return `The ${label} cannot contain invisible zero-width characters.`;
  if (LONE_SURROGATE.test(body)) return `The ${label} contains an invalid character.`;
  if (HTML_TAG.test(body)) return `Write the ${label} as plain text: HTML tags are not allowed.`;
  return null;
}

/**
 * A valibot action refusing what `textProblem` refuses. Put it after `v.trim()` and
 * before the length rules, so a length counts only text that may be stored.
 */
export function plainText(label: string, kind: TextKind = 'line') {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = textProblem(dataset.value, label, kind);
    if (message) addIssue({ message });
  });
}
