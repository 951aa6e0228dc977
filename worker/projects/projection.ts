/** Projections of project-stream events into `projects` and `project_updates`. */
import { PLATFORM_FEE_PERCENT } from '../../shared/constants';
import type { ProjectDetails } from '../../shared/schemas/project-fields';
import type { StoredEventOf } from '../kernel/types';
import { bumpMonthly, bumpMonthlyBy, monthOf } from '../platform/monthly';

type ProjectEvent = StoredEventOf<'project'>;

/** Read-model columns of each editable detail. */
const DETAIL_COLUMNS: Record<keyof ProjectDetails, string> = {
  title: 'title',
  slug: 'slug',
  tagline: 'tagline',
  description: 'description',
  category: 'category',
  fundingGoal: 'funding_goal',
  equity: 'equity',
  minimumInvestment: 'minimum_investment',
  endDate: 'end_date',
  coverImage: 'cover_image',
  website: 'website',
  location: 'location',
  gallery: 'gallery',
  team: 'team',
};

function columnValue(key: keyof ProjectDetails, value: unknown): unknown {
  if (key === 'gallery' || key === 'team') return JSON.stringify(value ?? []);
  return value ?? null;
}

export function projectProjectEvent(db: D1Database, event: ProjectEvent): D1PreparedStatement[] {
  const id = event.streamId;
  const at = event.occurredAt;
  // Every project event moves the row's version, so the next command can read it.
  const touch = (set: string | null, ...params: unknown[]) =>
    db
      .prepare(
        `UPDATE projects SET ${set ? `${set}, ` : ''}updated_at = ?, version = ? WHERE id = ?`,
      )
      .bind(...params, at, event.version, id);

  switch (event.type) {
    case 'project.drafted': {
      const p = event.payload;
      return [
        db
          .prepare(
            `INSERT INTO projects (id, slug, creator_id, creator_name, title, tagline, description,
               category, funding_goal, equity, minimum_investment, cover_image, status, website,
               location, gallery, team, end_date, created_at, updated_at, version)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            id,
            p.slug,
            p.creatorId,
            p.creatorName,
            p.title,
            p.tagline,
            p.description,
            p.category,
            p.fundingGoal,
            p.equity,
            p.minimumInvestment,
            p.coverImage,
            p.website ?? null,
            p.location ?? null,
            JSON.stringify(p.gallery ?? []),
            JSON.stringify(p.team ?? []),
            p.endDate,
            at,
            at,
            event.version,
          ),
        bumpMonthly(db, monthOf(at), 'projects_created', 1),
      ];
    }
    case 'project.details_edited': {
      const entries = (Object.entries(event.payload) as [keyof ProjectDetails, unknown][]).filter(
        ([key, value]) => value !== undefined && Object.hasOwn(DETAIL_COLUMNS, key),
      );
      const set = entries.map(([key]) => `${DETAIL_COLUMNS[key]} = ?`).join(', ');
      return [touch(set || null, ...entries.map(([key, value]) => columnValue(key, value)))];
    }
    case 'project.submitted':
      return [touch("status = 'in_review', submitted_at = ?, review_note = NULL", at)];
    case 'project.changes_requested':
      return [touch("status = 'changes_requested', review_note = ?", event.payload.note)];
    case 'project.approved':
      return [touch("status = 'active', approved_at = ?, review_note = NULL", at)];
    case 'project.rejected':
      return [touch("status = 'rejected', review_note = ?", event.payload.reason)];
    case 'project.funded': {
      // The fee is earned only on success (spec §9), on what was raised at that moment.
      const fee = `CAST(ROUND(funding_raised * ${PLATFORM_FEE_PERCENT} / 100.0) AS INTEGER)`;
      return [
        touch(`status = 'funded', closed_at = ?, platform_fee = ${fee}`, at),
        bumpMonthlyBy(
          db,
          monthOf(at),
          'revenue',
          'SELECT platform_fee FROM projects WHERE id = ?',
          [id],
        ),
      ];
    }
    case 'project.failed':
      return [touch("status = 'failed', closed_at = ?", at)];
    case 'project.featured':
      return [touch('featured = ?', event.payload.featured ? 1 : 0)];
    case 'project.update_posted': {
      const u = event.payload;
      return [
        db
          .prepare(
            'INSERT INTO project_updates (id, project_id, title, content, posted_at) VALUES (?, ?, ?, ?, ?)',
          )
          .bind(u.updateId, id, u.title, u.content, at),
        touch(null),
      ];
    }
  }
}
