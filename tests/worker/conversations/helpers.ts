/** The cast and calls of the conversation tests: a founder with a live project and others. */
import { env } from 'cloudflare:test';
import { signedInUser } from '../helpers/auth';
import { call, draftAs } from '../lifecycle/lifecycle-helpers';
import { completeDisclosures } from '../helpers/disclosures';

export { call };

export interface Actor {
  token: string;
  id: string;
  email: string;
}

async function actor(role: 'admin' | 'investor' | 'creator', fullName: string): Promise<Actor> {
  const user = await signedInUser({ role, fullName });
  return { token: user.accessToken, id: user.userId, email: user.email };
}

/** A founder with a live project, a second creator, two investors and an admin. */
export async function conversationCast() {
  const [founder, otherCreator, investor, otherInvestor, admin] = await Promise.all([
    actor('creator', 'Fay Founder'),
    actor('creator', 'Otto Other'),
    actor('investor', 'Ivy Investor'),
    actor('investor', 'Ian Outsider'),
    actor('admin', 'Ada Admin'),
  ]);
  const project = await liveProject(founder, admin);
  return { founder, otherCreator, investor, otherInvestor, admin, project };
}

/** Drafts, submits and approves a project of `founder`. */
export async function liveProject(founder: Actor, admin: Actor, overrides = {}) {
  const draft = await draftAs(founder.token, overrides);
  await completeDisclosures(draft.id, founder.token);
  await call(`/api/creator/projects/${draft.id}/submit`, { method: 'POST', token: founder.token });
  const approved = await call(`/api/admin/reviews/${draft.id}/approve`, {
    method: 'POST',
    token: admin.token,
  });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status}`);
  return { id: draft.id, slug: draft.slug };
}

/** A project that is still a draft (not public). */
export async function draftProject(founder: Actor) {
  const draft = await draftAs(founder.token);
  return { id: draft.id, slug: draft.slug };
}

/** Rows of the tables conversations write, to prove a refusal wrote nothing. */
export async function counts() {
  const tables = [
    'events',
    'discussion_posts',
    'project_follows',
    'message_threads',
    'thread_messages',
    'notifications',
    'project_updates',
    'auth_outbox',
  ];
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
    out[table] = row?.n ?? 0;
  }
  return out;
}

/** Sets a project's status in the read model only (a closed raise, for refusal tests). */
export async function forceStatus(projectId: string, status: string) {
  await env.DB.prepare('UPDATE projects SET status = ? WHERE id = ?').bind(status, projectId).run();
}

export async function ask(
  slug: string,
  token: string,
  text = 'What is your churn rate?',
  compensatedPromoter = false,
) {
  return call<{ post: { id: string } }>(`/api/projects/${slug}/questions`, {
    method: 'POST',
    token,
    body: { text, compensatedPromoter },
  });
}
