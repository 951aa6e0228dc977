/**
 * The bad-input corpus: request bodies a careless client or an attacker might send.
 * Kept as data so every route gets every entry; `bad-input.test.ts` generates the cases.
 */

/** One body to send, with the content type it claims to be. */
export interface BadBody {
  name: string;
  contentType: string | null;
  body: string | Uint8Array;
}

/** `depth` levels of nested arrays or objects: a parser-recursion bomb. */
function nested(depth: number, open: string, close: string): string {
  return open.repeat(depth) + close.repeat(depth);
}

const JSON_TYPE = 'application/json';

/** Bodies that are not a JSON object at all, or not JSON. */
const malformed: BadBody[] = [
  { name: 'an empty body', contentType: JSON_TYPE, body: '' },
  { name: 'truncated JSON', contentType: JSON_TYPE, body: '{"email": "a@b.co", "pass' },
  { name: 'a trailing comma', contentType: JSON_TYPE, body: '{"email": "a@b.co",}' },
  { name: 'single-quoted JSON', contentType: JSON_TYPE, body: "{'email': 'a@b.co'}" },
  { name: 'the literal null', contentType: JSON_TYPE, body: 'null' },
  { name: 'a bare string', contentType: JSON_TYPE, body: '"hello"' },
  { name: 'a bare number', contentType: JSON_TYPE, body: '42' },
  { name: 'a JSON array', contentType: JSON_TYPE, body: '[{"email":"a@b.co"}]' },
  { name: 'NaN and Infinity', contentType: JSON_TYPE, body: '{"amount": NaN, "goal": Infinity}' },
  { name: '10,000-deep nested arrays', contentType: JSON_TYPE, body: nested(10_000, '[', ']') },
  {
    name: '5,000-deep nested objects',
    contentType: JSON_TYPE,
    body: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  },
  {
    name: 'invalid UTF-8 bytes',
    contentType: JSON_TYPE,
    body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  },
  { name: 'a byte-order mark then garbage', contentType: JSON_TYPE, body: '\uFEFF{oops}' },
];

/** Valid-looking JSON under the wrong content type, or none. */
const wrongContentType: BadBody[] = [
  { name: 'no content type', contentType: null, body: '{"email":"a@b.co","password":"x"}' },
  { name: 'text/plain', contentType: 'text/plain', body: '{"email":"a@b.co","password":"x"}' },
  {
    name: 'a form body',
    contentType: 'application/x-www-form-urlencoded',
    body: 'email=a%40b.co&password=x&role=admin',
  },
  {
    name: 'multipart',
    contentType: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data; name="role"\r\n\r\nadmin\r\n--XyZ--\r\n',
  },
  { name: 'XML', contentType: 'application/xml', body: '<signup><role>admin</role></signup>' },
];

/** 2 MiB of JSON: over every sensible body limit (GoTrue's is 1 MiB). */
const oversized: BadBody[] = [
  {
    name: 'a 2 MiB string field',
    contentType: JSON_TYPE,
    body: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
  },
  {
    name: 'a 100,000-key object',
    contentType: JSON_TYPE,
    body: JSON.stringify(
      Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])),
    ),
  },
];

/** Well-formed JSON whose fields have the wrong types, wrong values or are unknown. */
const wrongShapes: BadBody[] = [
  { name: 'an empty object', contentType: JSON_TYPE, body: '{}' },
  {
    name: 'every field a number',
    contentType: JSON_TYPE,
    body: JSON.stringify({
      email: 1,
      password: 2,
      title: 3,
      slug: 4,
      fundingGoal: 'lots',
      amount: 'many',
      role: 5,
      data: 6,
      full_name: 7,
      refresh_token: 8,
    }),
  },
  {
    name: 'every field an object',
    contentType: JSON_TYPE,
    body: JSON.stringify({
      email: { $ne: null },
      password: { $gt: '' },
      title: {},
      role: ['admin'],
      refresh_token: { a: 1 },
    }),
  },
  {
    name: 'negative and huge numbers',
    contentType: JSON_TYPE,
    body: JSON.stringify({
      fundingGoal: -1,
      amount: -500,
      equity: 1e308,
      minimumInvestment: Number.MAX_SAFE_INTEGER * 10,
      amountCents: -1e21,
    }),
  },
  {
    name: 'only unknown fields',
    contentType: JSON_TYPE,
    body: JSON.stringify({ isAdmin: true, __proto__: { role: 'admin' }, constructor: { x: 1 } }),
  },
  {
    name: 'a storage move or copy with traversal keys into a private bucket',
    contentType: JSON_TYPE,
    body: JSON.stringify({
      bucketId: 'avatars',
      sourceKey: '../../safe-documents/x.pdf',
      destinationKey: '..%2F..%2Fx',
      destinationBucket: 'safe-documents',
      copyMetadata: 'yes',
      metadata: { mimetype: 'text/html\r\nX-Evil: 1', cacheControl: 'no-store' },
    }),
  },
  {
    name: 'a storage list-v2 with a forged cursor and sort',
    contentType: JSON_TYPE,
    body: JSON.stringify({
      prefix: '../',
      cursor: 'eyJuYW1lIjoxfQ==',
      limit: -1,
      with_delimiter: 'yes',
      sortBy: { column: 'id; DROP TABLE storage_objects', order: 'sideways' },
    }),
  },
  {
    name: 'a reservation with a fractional, a string or an extra field',
    contentType: JSON_TYPE,
    body: JSON.stringify({ amountCents: 100.5, investorId: 'someone-else', status: 'standing' }),
  },
  {
    name: 'a SAFE check with both a document and a hash, or a hash that is not one',
    contentType: JSON_TYPE,
    body: JSON.stringify({ text: ['not', 'text'], sha256: 12345 }),
  },
  {
    name: 'a prototype-pollution payload',
    contentType: JSON_TYPE,
    body: '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}',
  },
];

/** Injection payloads in every string field a route might read. */
const payloadStrings = {
  'SQL injection': "' OR '1'='1'; DROP TABLE profiles; --",
  'a UNION SELECT': "x' UNION SELECT id, email, encrypted_password FROM users --",
  'a script tag': '<script>alert(document.cookie)</script>',
  'an event-handler attribute': '"><img src=x onerror=alert(1)>',
  'a javascript: URL': 'javascript:alert(1)',
  'a NUL byte': 'abc\u0000def',
  'lone surrogates': '\uD800\uDFFF\uDC00x\uD83D',
  'right-to-left override': '\u202Egnp.exe',
  'zero-width characters': '\u200B\u200C\u200D\uFEFF',
  'combining-mark flood': 'Z' + '\u0336\u0301\u0300'.repeat(2_000),
  'emoji and astral characters': '🚀💸👩🏽‍💻𝕏',
  'a 100,000-character string': 'a'.repeat(100_000),
  'a path traversal': '../../../../etc/passwd',
  'a CRLF header injection': 'x\r\nSet-Cookie: admin=1',
} as const;

const injections: BadBody[] = Object.entries(payloadStrings).map(([name, value]) => ({
  name: `${name} in every field`,
  contentType: JSON_TYPE,
  body: JSON.stringify({
    email: value,
    password: value,
    refresh_token: value,
    data: { full_name: value, role: value },
    full_name: value,
    role: value,
    title: value,
    slug: value,
    tagline: value,
    description: value,
    category: value,
    note: value,
    reason: value,
    status: value,
    fundingGoal: value,
    amount: value,
    // A reservation's amount (docs/before-the-raise.md).
    amountCents: value,
    // A lead investor's quote (docs/before-the-raise.md).
    quote: value,
    // What a founder records after the raise (docs/after-the-raise.md).
    idempotencyKey: value,
    occurredOn: value,
    holder: value,
    purchaseCents: value,
    valuationCapDollars: value,
    discountPercent: value,
    issuedOn: value,
    outstandingShares: value,
    preMoneyValuationDollars: value,
    newMoneyCents: value,
    proceedsCents: value,
    availableCents: value,
    // The disclosures and their version (docs/before-the-raise.md#disclosures).
    parts: value,
    version: value,
    // Storage (move, copy, list-v2) and admin auth (generate_link, factors) fields.
    bucketId: value,
    sourceKey: value,
    destinationKey: value,
    destinationBucket: value,
    prefix: value,
    cursor: value,
    type: value,
    new_email: value,
    friendly_name: value,
    // The public SAFE check (docs/reporting-and-verification.md).
    text: value,
    sha256: value,
    // A founder update's metrics and audience (docs/reporting-and-verification.md).
    metrics: value,
    audience: value,
    // An annual report and the fiscal year end (docs/reporting-and-verification.md).
    fiscalYear: value,
    report: value,
    certify: value,
    month: value,
    day: value,
  }),
}));

/** The whole corpus, in a stable order. */
export const BAD_BODIES: readonly BadBody[] = [
  ...malformed,
  ...wrongContentType,
  ...oversized,
  ...wrongShapes,
  ...injections,
];

/** Strings for path parameters and query values (same payloads, URL-encoded by the test). */
export const BAD_PATH_VALUES: readonly string[] = [
  ...Object.values(payloadStrings).filter((v) => v.length < 5_000),
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '0',
  '99999999999999999999999',
  'null',
  'undefined',
];
