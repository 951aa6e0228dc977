/**
 * Reservations while a founder tests the waters (docs/before-the-raise.md#reservations):
 * opening a round, reserving within the planned bounds, changing and withdrawing, the
 * priority window once the offering opens, and the waitlist's order.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  OwnReservationResponse,
  ReservationRoundResponse,
} from '../../../shared/reservations/api';
import { TESTING_THE_WATERS_DISCLAIMER } from '../../../shared/reservations/rules';
import { commitInvestment } from '../../../worker/investing/commit';
import { signedInUser } from '../helpers/auth';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';
import { call, commitBody, fundedInvestor, liveProject, setTerms } from '../investing/helpers';

type Project = Awaited<ReturnType<typeof liveProject>>;

async function openRound(project: Project) {
  const res = await call<ReservationRoundResponse>(
    `/api/creator/projects/${project.id}/reservations`,
    { method: 'POST', token: project.creatorToken },
  );
  expect(res.status).toBe(201);
  return res.body;
}

function reserveAs(token: string, projectId: string, amountCents: number) {
  return call<OwnReservationResponse & ErrorBody>(`/api/reservations/${projectId}`, {
    method: 'PUT',
    token,
    body: { amountCents },
  });
}

async function openOffering(project: Project) {
  const res = await call<ReservationRoundResponse>(
    `/api/creator/projects/${project.id}/reservations/open-offering`,
    { method: 'POST', token: project.creatorToken },
  );
  expect(res.status).toBe(200);
  return res.body;
}

function commit(token: string, projectId: string, cents: number) {
  return call<ErrorBody>('/api/investments', {
    method: 'POST',
    token,
    body: commitBody(projectId, cents),
  });
}

describe('a reservation round', () => {
  let project: Project;
  beforeAll(async () => {
    project = await liveProject({ title: 'Waters Test' });
    await setTerms(project.id, { goal: 1_000_000, maximum: 2_000_000, minimum: 50_000 });
  });

  it('is opened by the project creator only, once', async () => {
    const before = await call<ReservationRoundResponse>(
      `/api/projects/${project.slug}/reservations`,
    );
    expect(before.body.round).toBeNull();
    const other = await signedInUser({ role: 'creator', fullName: 'Other Creator' });
    const stranger = await call<ErrorBody>(`/api/creator/projects/${project.id}/reservations`, {
      method: 'POST',
      token: other.accessToken,
    });
    expect(stranger.status).toBe(404);
    const opened = await openRound(project);
    expect(opened.round).toMatchObject({
      status: 'reserving',
      reservedCents: 0,
      reserverCount: 0,
      minimumCents: 50_000,
      maximumRaiseCents: 2_000_000,
      disclaimer: TESTING_THE_WATERS_DISCLAIMER,
    });
    // Shown to investors as it is: plain words, no rule citation (the 1280 px walk).
    expect(opened.round?.disclaimer).toMatch(/^This is testing the waters: no money/);
    expect(opened.round?.disclaimer).not.toMatch(/CFR|§/);
    const again = await call<ErrorBody>(`/api/creator/projects/${project.id}/reservations`, {
      method: 'POST',
      token: project.creatorToken,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_open');
  });

  it('takes reservations within the planned bounds; change and withdraw recount', async () => {
    // No identity check: nothing moves and nothing binds.
    const investor = await signedInUser({ role: 'investor', verified: false });
    const low = await reserveAs(investor.accessToken, project.id, 49_999);
    expect(low.status).toBe(422);
    expect(low.body.error.message).toBe('Reserve at least the minimum investment of $500.00.');
    const high = await reserveAs(investor.accessToken, project.id, 2_000_001);
    expect(high.status).toBe(422);
    expect(high.body.error.message).toContain('maximum raise of $20,000.00');

    const placed = await reserveAs(investor.accessToken, project.id, 100_000);
    expect(placed.status).toBe(200);
    expect(placed.body.reservation).toMatchObject({ amountCents: 100_000, status: 'standing' });
    expect(placed.body.round).toMatchObject({ reservedCents: 100_000, reserverCount: 1 });

    const changed = await reserveAs(investor.accessToken, project.id, 60_000);
    expect(changed.body.round).toMatchObject({ reservedCents: 60_000, reserverCount: 1 });

    const withdrawn = await call<OwnReservationResponse>(`/api/reservations/${project.id}`, {
      method: 'DELETE',
      token: investor.accessToken,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.reservation).toBeNull();
    expect(withdrawn.body.round).toMatchObject({ reservedCents: 0, reserverCount: 0 });
    const twice = await call<ErrorBody>(`/api/reservations/${project.id}`, {
      method: 'DELETE',
      token: investor.accessToken,
    });
    expect(twice.status).toBe(404);

    const types = await env.DB.prepare(
      'SELECT type FROM events WHERE stream_id = ? ORDER BY version',
    )
      .bind(`reservations:${project.id}`)
      .all<{ type: string }>();
    expect(types.results.map((r) => r.type)).toEqual([
      'reservations.opened',
      'reservation.placed',
      'reservation.changed',
      'reservation.withdrawn',
    ]);
  });

  it('takes no commitment while it only takes reservations, and moves no money', async () => {
    const investor = await fundedInvestor(500_000);
    await reserveAs(investor.token, project.id, 100_000);
    const res = await commit(investor.token, project.id, 100_000);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('reservations_only');
    const held = await env.DB.prepare('SELECT COUNT(*) AS n FROM commitments WHERE project_id = ?')
      .bind(project.id)
      .first<{ n: number }>();
    expect(held?.n).toBe(0);
  });
});

describe('when the offering opens', () => {
  let project: Project;
  let reserver: Awaited<ReturnType<typeof fundedInvestor>>;
  let outsider: Awaited<ReturnType<typeof fundedInvestor>>;
  beforeAll(async () => {
    project = await liveProject({ title: 'Priority Window' });
    await setTerms(project.id, { goal: 1_000_000, maximum: 2_000_000, minimum: 50_000 });
    await openRound(project);
    reserver = await fundedInvestor(500_000, undefined, 'Rae Reserver');
    outsider = await fundedInvestor(500_000, undefined, 'Otto Outsider');
    await reserveAs(reserver.token, project.id, 100_000);
  });

  it('tells every reserver and starts a 48-hour window only reservers may commit in', async () => {
    const opened = await openOffering(project);
    const ends = Date.parse(opened.round?.priorityEndsAt ?? '');
    expect(ends - Date.parse(opened.round?.offeringOpenedAt ?? '')).toBe(48 * 3_600_000);
    const notice = await env.DB.prepare(
      'SELECT kind, excerpt FROM notifications WHERE user_id = ? AND project_id = ?',
    )
      .bind(reserver.id, project.id)
      .first<{ kind: string; excerpt: string }>();
    // Its own kind, so a reserver can turn these mails off without losing updates.
    expect(notice?.kind).toBe('reservation_offering_open');
    expect(notice?.excerpt).toContain('The offering is open');
    const mail = await env.DB.prepare(
      'SELECT subject, body, link, notification_kind FROM auth_outbox WHERE user_id = ? AND notification_kind = ?',
    )
      .bind(reserver.id, 'reservation_offering_open')
      .first<{ subject: string; body: string; link: string }>();
    expect(mail?.subject).toContain('Priority Window is open: commit first until');
    expect(mail?.body).toContain('Your reservation does not commit you');
    expect(mail?.link).toBe(`/project/${project.slug}`);
    const told = await env.DB.prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?')
      .bind(outsider.id)
      .first<{ n: number }>();
    expect(told?.n).toBe(0);

    const refused = await commit(outsider.token, project.id, 100_000);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('priority_window');

    // A new reservation is closed now; nobody can jump into the window late.
    const late = await reserveAs(outsider.token, project.id, 100_000);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('offering_open');

    const mine = await commit(reserver.token, project.id, 150_000);
    expect(mine.status).toBe(201);
    const own = await call<OwnReservationResponse>(`/api/reservations/${project.id}`, {
      token: reserver.token,
    });
    expect(own.body.reservation?.status).toBe('confirmed');
  });

  it('mails no reserver who turned that kind off, and still tells them in the bell', async () => {
    const quiet = await fundedInvestor(500_000, undefined, 'Mo Muted');
    const p = await liveProject({ title: 'Muted Reserver' });
    await setTerms(p.id, { goal: 1_000_000, maximum: 2_000_000, minimum: 50_000 });
    await openRound(p);
    await reserveAs(quiet.token, p.id, 100_000);
    const off = await call('/api/me/notification-settings', {
      method: 'PUT',
      token: quiet.token,
      body: { kind: 'reservation_offering_open', email: false },
    });
    expect(off.status).toBe(200);
    await openOffering(p);
    const bell = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND kind = ?',
    )
      .bind(quiet.id, 'reservation_offering_open')
      .first<{ n: number }>();
    expect(bell?.n).toBe(1);
    const mails = await env.DB.prepare('SELECT COUNT(*) AS n FROM auth_outbox WHERE user_id = ?')
      .bind(quiet.id)
      .first<{ n: number }>();
    expect(mails?.n).toBe(0);
  });

  it('never turns a reservation into a commitment by itself', async () => {
    const quiet = await fundedInvestor(500_000, undefined, 'Quinn Quiet');
    const p = await liveProject({ title: 'Nothing Automatic' });
    await setTerms(p.id, { goal: 1_000_000, maximum: 2_000_000, minimum: 50_000 });
    await openRound(p);
    await reserveAs(quiet.token, p.id, 100_000);
    await openOffering(p);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM commitments WHERE project_id = ?')
      .bind(p.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it('opens the room to everyone once the window has passed', async () => {
    const after = new Date(Date.now() + 49 * 3_600_000);
    const outcome = await commitInvestment(
      env.DB,
      { id: outsider.id, email: outsider.email, name: 'Otto Outsider' },
      { ...commitBody(project.id, 100_000), legalName: 'Ivy Q. Investor' } as never,
      { now: after, portfolioUrl: 'https://app.test/investor/investments' },
    );
    expect(outcome.created).toBe(true);
  });
});

describe('the waitlist', () => {
  it('offers the room in line order and frees it, in order, after a withdrawal', async () => {
    const project = await liveProject({ title: 'Oversubscribed' });
    // Room for $2,000 only.
    await setTerms(project.id, { goal: 150_000, maximum: 200_000, minimum: 50_000 });
    await openRound(project);
    const a = await fundedInvestor(500_000, undefined, 'Ann Early');
    const b = await fundedInvestor(500_000, undefined, 'Ben Early');
    const c = await fundedInvestor(500_000, undefined, 'Cat Early');
    const d = await fundedInvestor(500_000, undefined, 'Dan Early');
    await reserveAs(a.token, project.id, 100_000);
    await reserveAs(b.token, project.id, 100_000);
    await reserveAs(c.token, project.id, 50_000);
    await reserveAs(d.token, project.id, 100_000);
    await openOffering(project);

    const placeOf = async (token: string) =>
      (await call<OwnReservationResponse>(`/api/reservations/${project.id}`, { token })).body
        .reservation;
    expect(await placeOf(a.token)).toMatchObject({ place: 'offered' });
    expect(await placeOf(b.token)).toMatchObject({ place: 'offered' });
    expect(await placeOf(c.token)).toMatchObject({ place: 'waitlisted', waitlistPosition: 1 });
    expect(await placeOf(d.token)).toMatchObject({ place: 'waitlisted', waitlistPosition: 2 });

    const waiting = await commit(c.token, project.id, 50_000);
    expect(waiting.status).toBe(409);
    expect(waiting.body.error.code).toBe('waitlisted');
    // An offered reserver cannot take the room held for the others.
    const greedy = await commit(a.token, project.id, 150_000);
    expect(greedy.status).toBe(422);
    expect(greedy.body.error.code).toBe('held_for_others');

    await call(`/api/reservations/${project.id}`, { method: 'DELETE', token: a.token });
    // $1,000 freed: Cat ($500) is next in line and fits; Dan ($1,000) still waits.
    expect(await placeOf(c.token)).toMatchObject({ place: 'offered' });
    expect(await placeOf(d.token)).toMatchObject({ place: 'waitlisted', waitlistPosition: 1 });
    expect((await commit(c.token, project.id, 50_000)).status).toBe(201);
    expect((await commit(d.token, project.id, 100_000)).body.error.code).toBe('waitlisted');
  });

  it('brings a cancelled commitment back in its old place, then frees its room in order', async () => {
    const project = await liveProject({ title: 'Cancelled Room' });
    // Room for $2,000: Amy and Bea are offered it all; Cy waits, then Di.
    await setTerms(project.id, { goal: 150_000, maximum: 200_000, minimum: 50_000 });
    await openRound(project);
    const amy = await fundedInvestor(500_000, undefined, 'Amy Canceller');
    const bea = await fundedInvestor(500_000, undefined, 'Bea Holder');
    const cy = await fundedInvestor(500_000, undefined, 'Cy Waiting');
    const di = await fundedInvestor(500_000, undefined, 'Di Waiting');
    for (const [who, cents] of [
      [amy, 100_000],
      [bea, 100_000],
      [cy, 50_000],
      [di, 50_000],
    ] as const) {
      await reserveAs(who.token, project.id, cents);
    }
    await openOffering(project);
    const placeOf = async (token: string) =>
      (await call<OwnReservationResponse>(`/api/reservations/${project.id}`, { token })).body
        .reservation;

    const amyCommit = await call<{ investment: { id: string } }>('/api/investments', {
      method: 'POST',
      token: amy.token,
      body: commitBody(project.id, 100_000),
    });
    expect(amyCommit.status).toBe(201);
    expect((await commit(bea.token, project.id, 100_000)).status).toBe(201);
    // The raise is full: the waitlist keeps its order.
    expect(await placeOf(cy.token)).toMatchObject({ place: 'waitlisted', waitlistPosition: 1 });
    expect(await placeOf(di.token)).toMatchObject({ place: 'waitlisted', waitlistPosition: 2 });

    const cancelled = await call(`/api/investments/${amyCommit.body.investment.id}/cancel`, {
      method: 'POST',
      token: amy.token,
      body: { idempotencyKey: crypto.randomUUID() },
    });
    expect(cancelled.status).toBe(200);
    // Amy's reservation still stands and was queued first: the freed $1,000 is hers again.
    expect(await placeOf(amy.token)).toMatchObject({ place: 'offered' });
    expect(await placeOf(cy.token)).toMatchObject({ place: 'waitlisted', waitlistPosition: 1 });
    expect((await commit(cy.token, project.id, 50_000)).body.error.code).toBe('waitlisted');

    // Amy withdraws: the room goes down the line, Cy first, then Di (both fit).
    await call(`/api/reservations/${project.id}`, { method: 'DELETE', token: amy.token });
    expect(await placeOf(cy.token)).toMatchObject({ place: 'offered' });
    expect(await placeOf(di.token)).toMatchObject({ place: 'offered' });
    expect((await commit(cy.token, project.id, 50_000)).status).toBe(201);
    expect((await commit(di.token, project.id, 50_000)).status).toBe(201);
  });

  it('sends a raised reservation to the back of the line; a lowered one keeps its place', async () => {
    const project = await liveProject({ title: 'Line Order' });
    await setTerms(project.id, { goal: 100_000, maximum: 100_000, minimum: 50_000 });
    await openRound(project);
    const a = await fundedInvestor(500_000, undefined, 'Ada Liner');
    const b = await fundedInvestor(500_000, undefined, 'Bo Liner');
    await reserveAs(a.token, project.id, 50_000);
    await reserveAs(b.token, project.id, 50_000);
    await reserveAs(a.token, project.id, 100_000);
    await openOffering(project);
    const placeOf = async (token: string) =>
      (await call<OwnReservationResponse>(`/api/reservations/${project.id}`, { token })).body
        .reservation;
    expect(await placeOf(b.token)).toMatchObject({ place: 'offered' });
    expect(await placeOf(a.token)).toMatchObject({ place: 'waitlisted', waitlistPosition: 1 });
    await reserveAs(a.token, project.id, 50_000);
    expect(await placeOf(a.token)).toMatchObject({ place: 'offered' });
  });
});
