/**
 * Issue 40: the offering window of Reg CF (17 CFR 227.303(a), 227.304(a)). An offering's
 * deadline is at least 21 days after it goes public, and more than 48 hours away whenever
 * it moves, checked at draft, submit, approval and a live terms change, with a message
 * naming the earliest date allowed.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format';
import { earliestEndDate } from '../../../shared/offering/offering-window';
import { appendToStream } from '../../../worker/event-store';
import { signedInUser } from '../helpers/auth';
import { call, validDraft, type ErrorBody } from './lifecycle-helpers';
import { liveProject } from '../investing/helpers';
import { completeDisclosures } from '../helpers/disclosures';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const earliestToday = () => earliestEndDate({ publicSince: null, now: new Date().toISOString() });

let creator: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  creator = await signedInUser({ role: 'creator', fullName: 'Window Founder' });
  admin = await signedInUser({ role: 'admin', fullName: 'Window Admin' });
});

interface Created {
  project: { id: string; version: number };
}

/**
 * A project (submitted, if asked) whose end date is now only `endsIn` days away, recorded
 * straight in its stream: what a draft left for weeks, or a long review, leaves behind.
 */
async function recordedProject(endsIn: number, submitted: boolean) {
  const created = await call<Created>('/api/creator/projects', {
    method: 'POST',
    token: creator.accessToken,
    body: validDraft(),
  });
  expect(created.status).toBe(201);
  const id = created.body.project.id;
  const endDate = `${inDays(endsIn)}T23:59:59.000Z`;
  await appendToStream(env.DB, {
    streamId: id,
    streamType: 'project',
    expectedVersion: 1,
    actorId: creator.userId,
    events: [
      { type: 'project.details_edited' as const, payload: { endDate } },
      ...(submitted ? [{ type: 'project.submitted' as const, payload: {} }] : []),
    ],
  });
  return id;
}

describe('the offering window', () => {
  it('refuses a draft ending tomorrow, naming the earliest end date', async () => {
    const res = await call<ErrorBody>('/api/creator/projects', {
      method: 'POST',
      token: creator.accessToken,
      body: validDraft({ endDate: inDays(1) }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.endDate).toBe(
      `Choose an end date on or after ${formatDate(earliestToday())}: an offering stays public at least 21 days before it closes, and investors may cancel until 48 hours before the end.`,
    );
    const atEarliest = await call('/api/creator/projects', {
      method: 'POST',
      token: creator.accessToken,
      body: validDraft({ endDate: earliestToday() }),
    });
    expect(atEarliest.status).toBe(201);
  });

  it('refuses to submit a draft whose end date is now too close', async () => {
    const id = await recordedProject(10, false);
    await completeDisclosures(id, creator.accessToken);
    const res = await call<ErrorBody>(`/api/creator/projects/${id}/submit`, {
      method: 'POST',
      token: creator.accessToken,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.endDate).toContain(
      `on or after ${formatDate(earliestToday())}:`,
    );
  });

  it('refuses an approval after a long review, saying why and what to do', async () => {
    const id = await recordedProject(12, true);
    const res = await call<ErrorBody>(`/api/admin/reviews/${id}/approve`, {
      method: 'POST',
      token: admin.accessToken,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('offering_window_too_short');
    expect(res.body.error.message).toBe(
      // Dates as people read them, and no rule citation on screen (the 1280 px walk).
      `This project cannot be approved today: its end date, ${formatDate(inDays(12))}, is 12 days away, and an offering must be public at least 21 days before it closes. Request changes so the founder moves the end date to ${formatDate(earliestToday())} or later.`,
    );
    const row = await env.DB.prepare('SELECT status FROM projects WHERE id = ?')
      .bind(id)
      .first<{ status: string }>();
    expect(row?.status).toBe('in_review');
    // Changes requested, the founder moves the date, and the approval goes through.
    const back = await call(`/api/admin/reviews/${id}/request-changes`, {
      method: 'POST',
      token: admin.accessToken,
      body: { note: 'Move the end date: it must be at least 21 days after approval.' },
    });
    expect(back.status).toBe(200);
  });

  it('refuses a live terms change that moves the deadline inside the window', async () => {
    const project = await liveProject({ title: 'Window Terms Change' });
    const version = await env.DB.prepare(
      'SELECT terms_version AS v FROM offerings WHERE project_id = ?',
    )
      .bind(project.id)
      .first<{ v: number }>();
    const body = (endDate: string) => ({
      termsVersion: version?.v ?? 0,
      fundingGoal: 150_000,
      minimumInvestment: 1_000,
      endDate,
      terms: { variant: 'cap', valuationCapDollars: 10_000_000, proRata: false },
    });
    const soon = await call<ErrorBody>(`/api/creator/projects/${project.id}/terms`, {
      method: 'POST',
      token: project.creatorToken,
      body: body(inDays(10)),
    });
    expect(soon.status).toBe(422);
    expect(soon.body.error.details?.endDate).toContain(
      `on or after ${formatDate(earliestToday())}:`,
    );
    const later = await call(`/api/creator/projects/${project.id}/terms`, {
      method: 'POST',
      token: project.creatorToken,
      body: body(inDays(40)),
    });
    expect(later.status).toBe(200);
  });
});
