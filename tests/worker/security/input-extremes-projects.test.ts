/**
 * Issue 12, item 6: every project form field at its extremes, through the API into the
 * event store. An accepted value must be appended (never a 500); a refused one gets a
 * 422 naming the field and writes nothing.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, draftAs, lifecycleCast, validDraft } from '../lifecycle/lifecycle-helpers';
import { rowCounts } from './db-snapshot';
import { completeDisclosures } from '../helpers/disclosures';

let cast: Awaited<ReturnType<typeof lifecycleCast>>;
beforeAll(async () => {
  cast = await lifecycleCast();
});

const inDaysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let n = 0;
/** A title of exactly `length` characters whose slug is unique (the number leads). */
function titleOf(length: number, fill = 'Ä'): string {
  n += 1;
  const head = `${n} `;
  return head + fill.repeat(length - head.length);
}
const LONG_TEXT = `${'Line with emoji 🚀 and tab\t.\n'.repeat(170)}`.slice(0, 4990);

/** Accepted extremes: the form's limits, exactly. */
const ACCEPTED: [string, () => Record<string, unknown>][] = [
  ['an 80-character accented title', () => ({ title: titleOf(80) })],
  ['a 140-character tagline', () => ({ title: titleOf(20), tagline: 'T'.repeat(140) })],
  [
    'a 5,000-character multi-line description',
    () => ({
      title: titleOf(20),
      description: `${LONG_TEXT}${'x'.repeat(5000 - LONG_TEXT.length)}`,
    }),
  ],
  [
    'a 30-character description padded with spaces',
    () => ({ title: titleOf(20), description: `   ${'d'.repeat(30)}   ` }),
  ],
  ['an 80-character location', () => ({ title: titleOf(20), location: 'L'.repeat(80) })],
  [
    'a 200-character website',
    () => ({ title: titleOf(20), website: `https://example.com/${'w'.repeat(180)}` }),
  ],
  ['equity 0.01', () => ({ title: titleOf(20), equity: 0.01 })],
  ['equity 100', () => ({ title: titleOf(20), equity: 100 })],
  [
    'a $1,000,000,000 goal with the minimum equal to it',
    () => ({ title: titleOf(20), fundingGoal: 1_000_000_000, minimumInvestment: 1_000_000_000 }),
  ],
  ['a $1 minimum', () => ({ title: titleOf(20), minimumInvestment: 1 })],
  // The offering window (issue 40): the earliest end date a draft may have, 21 days out.
  ['the earliest end date allowed', () => ({ title: titleOf(20), endDate: inDaysFromNow(21) })],
  ['a CJK title', () => ({ title: `${titleOf(6)} 会計ソフト` })],
];

/** Refused extremes, each with the field that must carry the message. */
const REFUSED: [string, Record<string, unknown>, string][] = [
  ['an 81-character title', { title: titleOf(81) }, 'title'],
  ['a 141-character tagline', { tagline: 'T'.repeat(141) }, 'tagline'],
  [
    '29 characters of description after trimming',
    { description: ` ${'d'.repeat(29)} ` },
    'description',
  ],
  ['a 5,001-character description', { description: 'd'.repeat(5001) }, 'description'],
  ['equity 1e-9', { equity: 1e-9 }, 'equity'],
  ['equity 0.001', { equity: 0.001 }, 'equity'],
  ['equity 100.001', { equity: 100.001 }, 'equity'],
  ['a goal over $1,000,000,000', { fundingGoal: 1_000_000_001 }, 'fundingGoal'],
  ['an 81-character location', { location: 'L'.repeat(81) }, 'location'],
  ['a 201-character website', { website: `https://example.com/${'w'.repeat(181)}` }, 'website'],
  ['an end date tomorrow (inside the 21-day window)', { endDate: inDaysFromNow(1) }, 'endDate'],
];

async function draftedPayload(id: string) {
  const row = await env.DB.prepare(
    "SELECT payload FROM events WHERE stream_id = ? AND type = 'project.drafted'",
  )
    .bind(id)
    .first<{ payload: string }>();
  return row ? (JSON.parse(row.payload) as Record<string, unknown>) : null;
}

describe('project drafts: every extreme either lands as project.drafted or gets a 422', () => {
  it('appends each accepted extreme as given; refuses the rest with a 422, writing nothing', async () => {
    const failures: string[] = [];
    for (const [name, patch] of ACCEPTED) {
      const body = validDraft(patch());
      const res = await call<{ project: { id: string } }>('/api/creator/projects', {
        method: 'POST',
        token: cast.owner,
        body,
      });
      if (res.status !== 201) {
        failures.push(`${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        continue;
      }
      const stored = await draftedPayload(res.body.project.id);
      if (stored?.title !== body.title.trim() || stored.equity !== body.equity)
        failures.push(`${name}: stored ${JSON.stringify(stored).slice(0, 160)}`);
    }
    const before = await rowCounts();
    for (const [name, patch, field] of REFUSED) {
      const res = await call<{ error: { details?: Record<string, string> } }>(
        '/api/creator/projects',
        { method: 'POST', token: cast.owner, body: validDraft(patch) },
      );
      const message = res.body.error?.details?.[field];
      if (res.status !== 422 || !message) failures.push(`${name}: ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('project edits and review notes at their extremes', () => {
  it('appends an edit at the limits and refuses equity 1e-9 on an edit', async () => {
    const project = await draftAs(cast.owner);
    const edit = validDraft({
      title: titleOf(80, 'ß'),
      tagline: 'T'.repeat(140),
      equity: 99.99,
      version: 1,
    });
    const saved = await call(`/api/creator/projects/${project.id}`, {
      method: 'PATCH',
      token: cast.owner,
      body: edit,
    });
    expect(saved.status).toBe(200);
    const before = await rowCounts();
    const refused = await call(`/api/creator/projects/${project.id}`, {
      method: 'PATCH',
      token: cast.owner,
      body: { ...edit, equity: 1e-9, version: 2 },
    });
    expect(refused.status).toBe(422);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['request-changes', 'note'],
    ['reject', 'reason'],
  ])('%s: takes 2,000 characters with line breaks, refuses 2,001', async (verdict, key) => {
    const project = await draftAs(cast.owner);
    await completeDisclosures(project.id, cast.owner);
    await call(`/api/creator/projects/${project.id}/submit`, { method: 'POST', token: cast.owner });
    const path = `/api/admin/reviews/${project.id}/${verdict}`;
    const before = await rowCounts();
    const tooLong = await call(path, {
      method: 'POST',
      token: cast.admin,
      body: { [key]: 'n'.repeat(2001) },
    });
    expect(tooLong.status).toBe(422);
    const hidden = await call(path, {
      method: 'POST',
      token: cast.admin,
      body: { [key]: `Please\u202E fix this` },
    });
    expect(hidden.status).toBe(422);
    expect(await rowCounts()).toEqual(before);
    const text = `Please fix:\r\n\t- the goal\n${'n'.repeat(1970)}`.slice(0, 2000);
    const ok = await call(path, { method: 'POST', token: cast.admin, body: { [key]: text } });
    expect(ok.status).toBe(200);
  });
});
