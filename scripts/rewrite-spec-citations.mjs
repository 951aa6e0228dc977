#!/usr/bin/env node
/**
 * Rewrites comment citations of the old reference documents ("spec §6", "(spec §2 Top
 * bar)", "../shared/design.md §2", "auth-contract §3", "product-spec.md") into citations
 * of the repository's own docs ("docs/product.md#route-guard"), using docs/.spec-map.json.
 *
 *   node scripts/rewrite-spec-citations.mjs --dry-run   # counts per file, writes nothing
 *   node scripts/rewrite-spec-citations.mjs             # rewrites in place
 *
 * Only comments are touched (// and block comments in JS/TS, -- in SQL, # in TOML);
 * citations inside strings (test titles, generated summaries) are reported, not changed,
 * because changing them changes behaviour. A bare "§N" counts as a citation only at the
 * start of a comment or in a list after one ("spec §2, §5"), so "RFC 9110 §7.6.1" stays.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.wrangler', '.git', 'docs', 'reports']);
const SKIP_DIRS_ALSO = new Set(['test-results', 'playwright-report']);
const COMMENT_STYLE = {
  '.ts': 'js',
  '.tsx': 'js',
  '.mjs': 'js',
  '.js': 'js',
  '.sql': 'sql',
  '.toml': 'hash',
};
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

const dryRun = process.argv.includes('--dry-run');
const rawMap = JSON.parse(readFileSync(join(ROOT, 'docs/.spec-map.json'), 'utf8'));
const { $overrides: overrides = {}, ...baseMap } = rawMap;

const SOURCE_TOKEN =
  /((?:(?:\.\.\/)?shared\/)?(?:product-spec|auth-contract|design|style)\.md|auth-contract|contract|design|[Ss]pec)\s+(§\d+(?:\.\d+)?)|(§\d+(?:\.\d+)?)/g;
const FILE_TOKEN = /(?:(?:\.\.\/)?shared\/)?(product-spec|auth-contract|design|style)\.md/g;
const LIST_SEPARATOR = /^\s*(?:,|\/|;|&|and)\s*$/;
const COMMENT_START = /^[\s/*#-]*$/;
/** A clause start inside a comment: after '; ' or '('. */
const CLAUSE_START = /[;(]\s*$/;

/** The map key prefix of a source token: '' for the product spec. */
function sourceKey(token) {
  if (/auth-contract|contract/.test(token)) return 'auth-contract ';
  if (/design/.test(token)) return 'design ';
  if (/style/.test(token)) return 'style ';
  return '';
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The qualifiers of `prefix§N` in the map, with their targets. */
function qualifiersOf(map, prefix, section) {
  const head = `${prefix}${section} `;
  return Object.entries(map)
    .filter(([key]) => key.startsWith(head))
    .map(([key, target]) => ({ qualifier: key.slice(head.length), target }));
}

/**
 * The map entry for `prefix§N`: the longest qualifier written right after it ("spec §2
 * Top bar", consumed), else the longest qualifier found elsewhere in the same comment
 * ("the route guard of spec §6", not consumed), else the bare section.
 */
function lookup(map, prefix, section, rest, comment) {
  const bare = map[`${prefix}${section}`];
  let best = null;
  for (const { qualifier, target } of qualifiersOf(map, prefix, section)) {
    const candidate = rest.slice(1, qualifier.length + 1);
    if (rest.charAt(0) !== ' ' || candidate.toLowerCase() !== qualifier.toLowerCase()) continue;
    if (/\w/.test(rest.charAt(qualifier.length + 1))) continue;
    if (!best || qualifier.length > best.qualifier.length) best = { target, qualifier: candidate };
  }
  if (best) return best;
  for (const { qualifier, target } of qualifiersOf(map, prefix, section)) {
    const pattern = new RegExp(`(?<!\\w)${escapeRegExp(qualifier)}(?!\\w)`, 'i');
    if (!pattern.test(comment)) continue;
    if (!best || qualifier.length > best.length)
      best = { target, qualifier: '', length: qualifier.length };
  }
  if (best) return best;
  return bare ? { target: bare, qualifier: '' } : null;
}

/** Rewrites the citations of one comment's text; returns [text, count]. */
function rewriteComment(text, map) {
  let out = '';
  let count = 0;
  let cursor = 0;
  let lastSource = null;
  let lastEnd = -1;
  for (const match of text.matchAll(SOURCE_TOKEN)) {
    const start = match.index;
    if (start < cursor) continue;
    let prefix;
    let section;
    if (match[1]) {
      prefix = sourceKey(match[1]);
      section = match[2];
    } else {
      const between = text.slice(lastEnd, start);
      if (lastSource !== null && lastEnd >= 0 && LIST_SEPARATOR.test(between)) prefix = lastSource;
      else if (COMMENT_START.test(text.slice(0, start))) prefix = '';
      else if (CLAUSE_START.test(text.slice(0, start))) prefix = '';
      else continue;
      section = match[3];
    }
    const end = start + match[0].length;
    const found = lookup(map, prefix, section, text.slice(end), text);
    if (!found) continue;
    const before = text.slice(0, start);
    const atStart = COMMENT_START.test(before) || /;\s*$/.test(before);
    const replacement =
      found.qualifier && atStart ? `${found.qualifier} (${found.target})` : found.target;
    out += text.slice(cursor, start) + replacement;
    cursor = end + (found.qualifier ? found.qualifier.length + 1 : 0);
    lastSource = prefix;
    lastEnd = cursor;
    count += 1;
  }
  out += text.slice(cursor);
  // File names cited without a section.
  out = out.replace(FILE_TOKEN, (_whole, name) => {
    count += 1;
    return map[`${name}.md`];
  });
  return [out, count];
}

/** Splits a line into [code, comment] segments; tracks block comments across lines. */
function* segments(line, style, state) {
  let i = 0;
  let from = 0;
  const quotes = style === 'js' ? '\'"`' : style === 'sql' ? "'" : '\'"';
  while (i < line.length) {
    if (state.inBlock) {
      const close = line.indexOf('*/', i);
      const stop = close === -1 ? line.length : close;
      yield { comment: true, text: line.slice(i, stop) };
      if (close === -1) return;
      state.inBlock = false;
      i = from = close;
      continue;
    }
    const ch = line[i];
    if (state.quote) {
      if (ch === '\\') i += 1;
      else if (ch === state.quote) state.quote = null;
    } else if (quotes.includes(ch)) {
      state.quote = ch;
    } else if (
      (style === 'js' && line.startsWith('//', i)) ||
      (style === 'sql' && line.startsWith('--', i)) ||
      (style === 'hash' && ch === '#')
    ) {
      yield { comment: false, text: line.slice(from, i) };
      yield { comment: true, text: line.slice(i) };
      return;
    } else if (style === 'js' && line.startsWith('/*', i)) {
      yield { comment: false, text: line.slice(from, i) };
      state.inBlock = true;
      from = i;
      continue;
    }
    i += 1;
  }
  // Only template literals span lines; other quotes end with the line.
  if (state.quote !== '`') state.quote = null;
  yield { comment: false, text: line.slice(from) };
}

function processFile(path) {
  const style = COMMENT_STYLE[extname(path)];
  const source = readFileSync(path, 'utf8');
  const file = relative(ROOT, path);
  const map = { ...baseMap, ...(overrides[file] ?? {}) };
  const state = { inBlock: false, quote: null };
  let rewritten = 0;
  let leftInComments = 0;
  let inStrings = 0;
  const lines = source.split('\n').map((line) => {
    let next = '';
    for (const part of segments(line, style, state)) {
      if (!part.comment) {
        inStrings += (part.text.match(/§\d/g) ?? []).length;
        next += part.text;
        continue;
      }
      const [text, count] = rewriteComment(part.text, map);
      rewritten += count;
      leftInComments += (text.match(/(?<!RFC \d+ )§\d/g) ?? []).length;
      next += text;
    }
    return next;
  });
  if (rewritten > 0 && !dryRun) writeFileSync(path, lines.join('\n'));
  return { file, rewritten, leftInComments, inStrings };
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !SKIP_DIRS_ALSO.has(entry.name)) {
        yield* walk(join(dir, entry.name));
      }
    } else if (
      COMMENT_STYLE[extname(entry.name)] &&
      relative(ROOT, join(dir, entry.name)) !== SELF
    ) {
      yield join(dir, entry.name);
    }
  }
}

const results = [...walk(ROOT)].map(processFile);
const touched = results.filter((r) => r.rewritten || r.leftInComments || r.inStrings);
for (const r of touched.sort((a, b) => a.file.localeCompare(b.file))) {
  const notes = [];
  if (r.leftInComments) notes.push(`${r.leftInComments} unresolved in comments`);
  if (r.inStrings) notes.push(`${r.inStrings} in code/strings, left alone`);
  console.log(
    `${String(r.rewritten).padStart(3)}  ${r.file}${notes.length ? `  (${notes.join('; ')})` : ''}`,
  );
}
const sum = (key) => results.reduce((total, r) => total + r[key], 0);
console.log(
  `${dryRun ? 'would rewrite' : 'rewrote'} ${sum('rewritten')} citations in ` +
    `${results.filter((r) => r.rewritten).length} files; ${sum('leftInComments')} unresolved ` +
    `in comments; ${sum('inStrings')} § in code or strings left alone.`,
);
