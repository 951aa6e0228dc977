import type { FollowingResponse, FollowResponse } from '../../shared/conversations/api';
import type { ProjectStatus } from '../../shared/api';
import { RAISED_DOLLARS_SQL } from '../projects/rows';
import { appendWith } from './append';
import { projectClosed } from './errors';
import type { ProjectRef } from './project-ref';

async function followState(db: D1Database, projectId: string, userId: string | null) {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM project_follows WHERE project_id = ?1) AS followers,
         EXISTS (SELECT 1 FROM project_follows WHERE project_id = ?1 AND user_id = ?2)
           AS following`,
    )
    .bind(projectId, userId ?? '')
    .first<{ followers: number; following: number }>();
  return { followers: row?.followers ?? 0, following: row?.following === 1 };
}

/** The follower count, and whether the caller (if signed in) is one of them. */
export async function followInfo(
  db: D1Database,
  project: ProjectRef,
  userId: string | null,
): Promise<FollowResponse> {
  const state = await followState(db, project.id, userId);
  return { followerCount: state.followers, following: state.following };
}

/**
 * Follows or unfollows a project. Idempotent: a second follow (or unfollow) records
 * nothing and answers the same. Only a live project can gain followers; anyone can stop.
 * `now` is the time recorded (the request's; the seed's history passes past times).
 */
export async function setFollowing(
  db: D1Database,
  userId: string,
  project: ProjectRef,
  follow: boolean,
  now: Date = new Date(),
): Promise<FollowResponse> {
  const state = await followState(db, project.id, userId);
  if (state.following !== follow) {
    if (follow && project.status !== 'active') {
      throw projectClosed('Only a live project can be followed.');
    }
    await appendWith(db, {
      streamId: `watchlist:${userId}`,
      streamType: 'watchlist',
      actorId: userId,
      events: [
        follow
          ? {
              type: 'watchlist.project_followed',
              payload: { userId, projectId: project.id },
              occurredAt: now.toISOString(),
            }
          : {
              type: 'watchlist.project_unfollowed',
              payload: { userId, projectId: project.id },
              occurredAt: now.toISOString(),
            },
      ],
    });
  }
  return followInfo(db, project, userId);
}

interface FollowedRow {
  project_id: string;
  slug: string;
  title: string;
  tagline: string;
  cover_image: string;
  status: string;
  funding_goal: number;
  funding_raised: number;
  end_date: string;
  followed_at: string;
}

/**
 * The caller's watchlist, most recently followed first (projects still published), with
 * the raised figure the project page shows: its offering's counted commitments when it
 * has one (RAISED_DOLLARS_SQL), not the projection's historical column.
 */
export async function listFollowing(db: D1Database, userId: string): Promise<FollowingResponse> {
  const { results } = await db
    .prepare(
      `SELECT f.project_id, f.followed_at, p.slug, p.title, p.tagline, p.cover_image, p.status,
         p.funding_goal, ${RAISED_DOLLARS_SQL} AS funding_raised, p.end_date
       FROM project_follows f JOIN projects p ON p.id = f.project_id
       LEFT JOIN offerings o ON o.project_id = p.id
       WHERE f.user_id = ? AND p.status IN ('active', 'funded', 'failed')
       ORDER BY f.followed_at DESC, f.project_id`,
    )
    .bind(userId)
    .all<FollowedRow>();
  return {
    projects: results.map((r) => ({
      projectId: r.project_id,
      slug: r.slug,
      title: r.title,
      tagline: r.tagline,
      coverImage: r.cover_image,
      status: r.status as ProjectStatus,
      fundingGoal: r.funding_goal,
      fundingRaised: r.funding_raised,
      endDate: r.end_date,
      followedAt: r.followed_at,
    })),
  };
}
