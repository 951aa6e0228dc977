/**
 * The lead investor (docs/before-the-raise.md#lead-investor): a creator names an investor
 * on the platform, who accepts with a quote; the project page's answer shows them once
 * they accepted, and Discover filters by "has a lead".
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { LeadInvitationResponse, LeadResponse } from '../../../shared/lead/api';
import type { ProjectPage } from '../../../shared/discover';
import { signedInUser } from '../helpers/auth';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';
import { call, liveProject } from '../investing/helpers';

const QUOTE = 'I backed their first product and I am backing this one on the same terms.';

function name(token: string, projectId: string, email: string) {
  return call<ErrorBody>(`/api/creator/projects/${projectId}/lead`, {
    method: 'POST',
    token,
    body: { email },
  });
}

async function listed(query: string) {
  const res = await call<ProjectPage>(`/api/projects?${query}&limit=100`);
  expect(res.status).toBe(200);
  return res.body.projects.map((p) => p.slug);
}

describe('a lead investor', () => {
  it('is named by the creator, shown once they accept, and filters Discover', async () => {
    const project = await liveProject({ title: 'Led Round' });
    const unled = await liveProject({ title: 'Unled Round' });
    const lead = await signedInUser({ role: 'investor', fullName: 'Lena Lead' });

    const other = await signedInUser({ role: 'creator', fullName: 'Other Creator' });
    expect((await name(other.accessToken, project.id, lead.email)).status).toBe(404);
    const unknown = await name(project.creatorToken, project.id, 'nobody-here@example.com');
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe('No investor on LaunchFund has that email address.');

    expect((await name(project.creatorToken, project.id, lead.email.toUpperCase())).status).toBe(
      201,
    );
    // The named investor hears of it, in the bell and by mail, with the way to answer.
    const told = await env.DB.prepare(
      'SELECT kind, project_id FROM notifications WHERE user_id = ? AND kind = ?',
    )
      .bind(lead.userId, 'lead_invited')
      .all<{ kind: string; project_id: string }>();
    expect(told.results).toEqual([{ kind: 'lead_invited', project_id: project.id }]);
    const mail = await env.DB.prepare(
      'SELECT subject, link FROM auth_outbox WHERE user_id = ? AND notification_kind = ?',
    )
      .bind(lead.userId, 'lead_invited')
      .first<{ subject: string; link: string }>();
    expect(mail).toEqual({
      subject: 'The founder of Led Round asks you to lead its round',
      link: `/project/${project.slug}`,
    });
    const before = await call<LeadResponse>(`/api/projects/${project.slug}/lead`);
    expect(before.body.lead).toBeNull();
    const invitation = await call<LeadInvitationResponse>(`/api/lead/${project.id}`, {
      token: lead.accessToken,
    });
    expect(invitation.body.invitation).toEqual({ status: 'invited', quote: null });

    const short = await call<ErrorBody>(`/api/lead/${project.id}/accept`, {
      method: 'POST',
      token: lead.accessToken,
      body: { quote: 'Great!' },
    });
    expect(short.status).toBe(422);
    const stranger = await signedInUser({ role: 'investor' });
    const notTheirs = await call<ErrorBody>(`/api/lead/${project.id}/accept`, {
      method: 'POST',
      token: stranger.accessToken,
      body: { quote: QUOTE },
    });
    expect(notTheirs.status).toBe(404);

    const accepted = await call(`/api/lead/${project.id}/accept`, {
      method: 'POST',
      token: lead.accessToken,
      body: { quote: QUOTE },
    });
    expect(accepted.status).toBe(200);
    const shown = await call<LeadResponse>(`/api/projects/${project.slug}/lead`);
    expect(shown.body.lead).toMatchObject({ investorName: 'Lena Lead', quote: QUOTE });

    const withLead = await listed('lead=true');
    expect(withLead).toContain(project.slug);
    expect(withLead).not.toContain(unled.slug);
    const withoutLead = await listed('lead=false');
    expect(withoutLead).toContain(unled.slug);
    expect(withoutLead).not.toContain(project.slug);
    expect((await call<ErrorBody>('/api/projects?lead=maybe')).status).toBe(400);

    // One lead per round: another cannot be named while this one leads.
    const second = await signedInUser({ role: 'investor', fullName: 'Sam Second' });
    const taken = await name(project.creatorToken, project.id, second.email);
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Lena Lead already leads this round.');

    // Stepping down takes the lead off the page and out of the filter.
    const declined = await call(`/api/lead/${project.id}/decline`, {
      method: 'POST',
      token: lead.accessToken,
    });
    expect(declined.status).toBe(200);
    expect((await call<LeadResponse>(`/api/projects/${project.slug}/lead`)).body.lead).toBeNull();
    expect(await listed('lead=true')).not.toContain(project.slug);
    expect((await name(project.creatorToken, project.id, second.email)).status).toBe(201);
  });

  it('sorts Discover with the led projects first, page after page through the cursor', async () => {
    const led: string[] = [];
    for (const title of ['First Led', 'Second Led']) {
      const project = await liveProject({ title });
      const lead = await signedInUser({ role: 'investor', fullName: `Lead of ${title}` });
      expect((await name(project.creatorToken, project.id, lead.email)).status).toBe(201);
      const accepted = await call(`/api/lead/${project.id}/accept`, {
        method: 'POST',
        token: lead.accessToken,
        body: { quote: QUOTE },
      });
      expect(accepted.status).toBe(200);
      led.push(project.slug);
    }
    await liveProject({ title: 'Later Unled' });

    const walked: ProjectPage['projects'] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&cursor=${cursor}` : '';
      const page = await call<ProjectPage>(`/api/projects?sort=leadFirst&limit=2${after}`);
      expect(page.status).toBe(200);
      walked.push(...page.body.projects);
      cursor = page.body.nextCursor;
    } while (cursor);
    const slugs = walked.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const total = await call<ProjectPage>('/api/projects?limit=1');
    expect(slugs).toHaveLength(total.body.total);
    // Every led project comes before every other; within each, the newest first.
    const flags = walked.map((p) => p.hasLead);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(slugs.slice(0, flags.filter(Boolean).length)).toEqual(expect.arrayContaining(led));
    expect(slugs.indexOf(led[1] ?? '')).toBeLessThan(slugs.indexOf(led[0] ?? ''));
    // A cursor of another order is refused.
    const first = await call<ProjectPage>('/api/projects?sort=newest&limit=1');
    const mixed = await call<ErrorBody>(
      `/api/projects?sort=leadFirst&cursor=${first.body.nextCursor ?? ''}`,
    );
    expect(mixed.status).toBe(400);
  });
});
