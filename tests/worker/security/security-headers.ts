/**
 * The security-header policy every response must carry, as checks on header values,
 * and a parser for Workers Static Assets' `_headers` file so the static policy can be
 * compared with the Worker's own.
 */

export interface HeaderCheck {
  header: string;
  /** What a reviewer reads in a failure message. */
  rule: string;
  ok: (value: string | null) => boolean;
}

/** Directive name → sources, e.g. { 'script-src': ["'self'"] }. */
export function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const UNSAFE_SCRIPT_SOURCES = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  'data:',
  'blob:',
  '*',
  'http:',
  'https:',
];

/** A nonce source of 16 random bytes, base64 (Hono's secureHeaders NONCE). */
const NONCE_SOURCE = /^'nonce-[A-Za-z0-9+/]{22}==' *$/;

export const HEADER_POLICY: readonly HeaderCheck[] = [
  {
    header: 'content-security-policy',
    rule: "script-src (or default-src) is 'self' and one 128-bit nonce (the page's start script) only: no other inline, eval, data:, blob: or wildcard",
    ok: (value) => {
      if (!value) return false;
      const csp = parseCsp(value);
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      const nonces = (scripts ?? []).filter((s) => NONCE_SOURCE.test(s));
      return (
        !!scripts &&
        scripts.includes("'self'") &&
        !scripts.some((s) => UNSAFE_SCRIPT_SOURCES.includes(s)) &&
        nonces.length <= 1 &&
        scripts.every((s) => s === "'self'" || NONCE_SOURCE.test(s))
      );
    },
  },
  {
    header: 'content-security-policy',
    rule: "object-src 'none', base-uri 'self' or 'none', frame-ancestors 'none'",
    ok: (value) => {
      if (!value) return false;
      const csp = parseCsp(value);
      return (
        csp.get('object-src')?.join(' ') === "'none'" &&
        ["'self'", "'none'"].includes(csp.get('base-uri')?.join(' ') ?? '') &&
        csp.get('frame-ancestors')?.join(' ') === "'none'"
      );
    },
  },
  {
    header: 'strict-transport-security',
    rule: 'max-age of at least one year (31536000 s)',
    ok: (value) => Number(/max-age=(\d+)/i.exec(value ?? '')?.[1] ?? 0) >= 31_536_000,
  },
  {
    header: 'x-content-type-options',
    rule: 'nosniff',
    ok: (value) => value?.toLowerCase() === 'nosniff',
  },
  {
    header: 'referrer-policy',
    rule: 'no full URL to other origins',
    ok: (value) =>
      ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
        value?.toLowerCase() ?? '',
      ),
  },
];

/** The header checks a response fails, as readable lines (empty when it passes). */
export function headerFailures(headers: { get(name: string): string | null }): string[] {
  return HEADER_POLICY.filter((check) => !check.ok(headers.get(check.header))).map(
    (check) => `${check.header}: ${check.rule} (got ${JSON.stringify(headers.get(check.header))})`,
  );
}

/** `_headers` → path pattern → headers (lower-cased names), in file order. */
export function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = new Map();
      rules.set(raw.trim(), current);
      continue;
    }
    const colon = raw.indexOf(':');
    if (current && colon > 0)
      current.set(raw.slice(0, colon).trim().toLowerCase(), raw.slice(colon + 1).trim());
  }
  return rules;
}
