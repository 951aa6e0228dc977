/**
 * The admins' audit trail (docs/identity.md#audit-trail): every admin action is an event
 * with the acting admin, listed with filters (who, what, when, subject), linked to its
 * subject and exported as CSV; no route edits or deletes an entry.
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AuditResponse } from '../../../shared/audit/api';
import { apiRoutes } from '../security/route-inventory';
import { detailsOf } from '../../../worker/audit/queries';
import {
  IDENTITY_TEST_LAST4,
  TEST_ORIGIN,
  bearer,
  signedInUser,
  verifyIdentity,
} from '../helpers/auth';
import { call, draftAs, type ErrorBody } from '../lifecycle/lifecycle-helpers';
import { completeDisclosures } from '../helpers/disclosures';

let worlds = 0;

async function auditWorld() {
  worlds += 1;
  const admin = await signedInUser({ role: 'admin', fullName: 'Audra Auditor' });
  const founder = await signedInUser({ role: 'creator', fullName: 'Fay Founder' });
  const approved = await draftAs(founder.accessToken, { title: `Audit Approved Co ${worlds}` });
  const changed = await draftAs(founder.accessToken, { title: `Audit Changes Co ${worlds}` });
  for (const p of [approved, changed]) {
    await completeDisclosures(p.id, founder.accessToken);
    await call(`/api/creator/projects/${p.id}/submit`, {
      method: 'POST',
      token: founder.accessToken,
    });
  }
  await call(`/api/admin/reviews/${approved.id}/approve`, {
    method: 'POST',
    token: admin.accessToken,
  });
  await call(`/api/admin/reviews/${changed.id}/request-changes`, {
    method: 'POST',
    token: admin.accessToken,
    body: { note: '=HYPERLINK("x") Please add your traction figures.' },
  });
  const person = await signedInUser({ role: 'investor', verified: false });
  await verifyIdentity(person.accessToken, IDENTITY_TEST_LAST4.review);
  await call(`/api/admin/identity/users/${person.userId}/decision`, {
    method: 'POST',
    token: admin.accessToken,
    body: { decision: 'approve', reason: 'Passport checked by hand.' },
  });
  return { admin, founder, approved, changed, person };
}

const audit = (token: string, query = '') =>
  call<AuditResponse & ErrorBody>(`/api/admin/audit${query}`, { token });

describe('the audit trail', () => {
  it('lists admin actions with the acting admin, the subject and a link, filtered', async () => {
    const w = await auditWorld();
    const all = await audit(w.admin.accessToken, `?actor=${encodeURIComponent(w.admin.email)}`);
    expect(all.status).toBe(200);
    expect(all.body.entries.map((e) => e.action)).toEqual([
      'identity.review_decided',
      'project.changes_requested',
      'project.approved',
    ]);
    const [decided, changes, approved] = all.body.entries;
    expect(approved).toMatchObject({
      actorId: w.admin.userId,
      actor: `Audra Auditor <${w.admin.email}>`,
      subject: {
        kind: 'project',
        label: 'Audit Approved Co 1',
        href: `/project/${w.approved.slug}`,
      },
    });
    expect(changes?.details).toMatch(/traction figures/);
    expect(decided).toMatchObject({
      subject: { kind: 'user', id: w.person.userId, label: w.person.email },
      details: 'Approved: Passport checked by hand.',
    });

    const onlyApprovals = await audit(
      w.admin.accessToken,
      `?action=project.approved&subject=${encodeURIComponent('Audit Approved Co 1')}`,
    );
    expect(onlyApprovals.body.entries.map((e) => e.subject.id)).toEqual([w.approved.id]);
    const future = await audit(w.admin.accessToken, '?from=2999-01-01');
    expect(future.body.entries).toEqual([]);
    const past = await audit(w.admin.accessToken, `?to=2000-01-01&actor=${w.admin.userId}`);
    expect(past.body.entries).toEqual([]);
    // A founder's own actions (submitting) are not admin actions.
    expect(all.body.entries.some((e) => e.actorId === w.founder.userId)).toBe(false);
  });

  it('refuses bad filters with a 422 that names them, and non-admins with a 403', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const bad = await audit(admin.accessToken, '?action=project.drafted&from=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toMatchObject({
      action: 'Choose one of the listed actions.',
      from: 'The from date must be YYYY-MM-DD.',
    });
    expect((await audit(admin.accessToken, '?color=red')).status).toBe(422);
    const investor = await signedInUser({ role: 'investor' });
    expect((await audit(investor.accessToken)).status).toBe(403);
    const csv = await SELF.fetch(`${TEST_ORIGIN}/api/admin/audit.csv`, {
      headers: bearer(investor.accessToken),
    });
    expect(csv.status).toBe(403);
  });

  it('exports the selection as CSV, defusing cells a spreadsheet would run', async () => {
    const w = await auditWorld();
    const res = await SELF.fetch(
      `${TEST_ORIGIN}/api/admin/audit.csv?actor=${encodeURIComponent(w.admin.email)}`,
      { headers: bearer(w.admin.accessToken) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'sequence,at,action,what,admin id,admin,subject kind,subject id,subject,details',
    );
    expect(lines).toHaveLength(4);
    const changes = lines.find((l) => l.includes('project.changes_requested'));
    expect(changes).toContain(`"'=HYPERLINK(""x"") Please add your traction figures."`);
  });

  it('no route edits or deletes an entry, and the log refuses it underneath', async () => {
    const w = await auditWorld();
    const writers = apiRoutes().filter(
      (r) => r.path.startsWith('/api/admin/audit') && r.method !== 'GET',
    );
    expect(writers).toEqual([]);
    const before = await audit(w.admin.accessToken);
    const seq = before.body.entries[0]?.seq ?? 1;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/api/admin/audit', `/api/admin/audit/${seq}`, '/api/admin/audit.csv']) {
        const res = await SELF.fetch(`${TEST_ORIGIN}${path}`, {
          method,
          headers: { ...bearer(w.admin.accessToken), 'Content-Type': 'application/json' },
          body: '{}',
        });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    await expect(
      env.DB.prepare(`UPDATE events SET payload = '{}' WHERE seq = ?`).bind(seq).run(),
    ).rejects.toThrow(/append-only/);
    await expect(
      env.DB.prepare('DELETE FROM events WHERE seq = ?').bind(seq).run(),
    ).rejects.toThrow(/append-only/);
    expect((await audit(w.admin.accessToken)).body.entries).toEqual(before.body.entries);
  });
});

// Found by the 1280 px walk: a recorded round's details read "On 2026-11-20".
describe('an entry’s details', () => {
  it('dates what it carries as people read them, not in ISO', () => {
    expect(detailsOf('conversion.priced_round_recorded', { occurredOn: '2026-11-20' })).toBe(
      'On Nov 20, 2026',
    );
    expect(
      detailsOf('offering.early_close_noticed', {
        newEndsAt: '2026-12-04T23:59:59.000Z',
        previousEndsAt: '2026-12-20T23:59:59.000Z',
      }),
    ).toBe('New end Dec 4, 2026 (was Dec 20, 2026)');
    expect(detailsOf('user.suspended', { until: '2027-01-02T10:00:00.000Z' })).toBe(
      'Until Jan 2, 2027',
    );
  });
});
