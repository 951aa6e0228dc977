/** Projections of project-stream events into `projects` and `project_updates`. */
import { STEP_OF_FACT, statusAfterFact } from '../../machines/project-lifecycle';
import type { ProjectDetails } from '../../shared/schemas/project-fields';
import { PROJECT_TEXT_FIELD_NAMES, TEXT_COLUMNS } from '../../shared/schemas/project-text-fields';
import type { StoredEventOf } from '../kernel/types';
import { bumpMonthly, monthOf } from '../platform/monthly';

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
  gallery: 'gallery',
  team: 'team',
  terms: 'terms',
  // Website, location, video link, incorporation: the field list's columns.
  ...TEXT_COLUMNS,
};

/** The text details' columns of a drafted project, and their values ('' stored as NULL). */
const TEXT_INSERT_COLUMNS = PROJECT_TEXT_FIELD_NAMES.map((name) => TEXT_COLUMNS[name]);
const textInsertValues = (payload: Partial<Record<string, unknown>>) =>
  PROJECT_TEXT_FIELD_NAMES.map((name) => payload[name] || null);

/** The timestamp column a lifecycle fact stamps, beyond the status the machine gives it. */
const STAMPED_AT: Partial<Record<ProjectEvent['type'], string>> = {
  'project.submitted': 'submitted_at',
  'project.approved': 'approved_at',
  'project.funded': 'closed_at',
  'project.failed': 'closed_at',
};

/**
 * The SET clause of a lifecycle fact, from the tables derived from the lifecycle machine:
 * its status, its review note and its timestamp. A fact the machine does not record
 * throws, so a renamed fact cannot be projected as nothing.
 */
function lifecycleSet(event: ProjectEvent): [string, unknown[]] {
  const step = STEP_OF_FACT.get(event.type);
  if (!step) throw new Error(`projects: no projection for ${event.type}`);
  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (clause: string, ...values: unknown[]) => {
    sets.push(clause);
    params.push(...values);
  };
  const status = statusAfterFact(event.type);
  if (status) set('status = ?', status);
  const stamp = STAMPED_AT[event.type];
  if (stamp) set(`${stamp} = ?`, event.occurredAt);
  if (step.reviewNote === 'clear') set('review_note = NULL');
  if (step.reviewNote === 'note' || step.reviewNote === 'reason') {
    const payload = event.payload as Partial<Record<'note' | 'reason', string>>;
    set('review_note = ?', payload[step.reviewNote] ?? null);
  }
  return [sets.join(', '), params];
}

function columnValue(key: keyof ProjectDetails, value: unknown): unknown {
  if (key === 'gallery' || key === 'team') return JSON.stringify(value ?? []);
  if (key === 'terms') return value ? JSON.stringify(value) : null;
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
               category, funding_goal, equity, minimum_investment, cover_image, status,
               gallery, team, end_date, created_at, updated_at, version, terms,
               ${TEXT_INSERT_COLUMNS.join(', ')})
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
               ${TEXT_INSERT_COLUMNS.map(() => '?').join(', ')})`,
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
            statusAfterFact(event.type),
            JSON.stringify(p.gallery ?? []),
            JSON.stringify(p.team ?? []),
            p.endDate,
            at,
            at,
            event.version,
            columnValue('terms', p.terms),
            ...textInsertValues(p),
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
    case 'project.featured':
      return [touch('featured = ?', event.payload.featured ? 1 : 0)];
    case 'project.deleted':
      // Only drafts and rejected projects can be deleted (the lifecycle machine): never
      // live, so nothing else refers to them. The stream keeps the history.
      return [
        db.prepare('DELETE FROM project_updates WHERE project_id = ?').bind(id),
        db.prepare('DELETE FROM projects WHERE id = ?').bind(id),
      ];
    case 'project.update_posted': {
      const u = event.payload;
      return [
        db
          .prepare(
            `INSERT INTO project_updates (id, project_id, title, content, posted_at, metrics, audience)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            u.updateId,
            id,
            u.title,
            u.content,
            at,
            u.metrics ? JSON.stringify(u.metrics) : null,
            u.audience ?? 'everyone',
          ),
        touch(null),
      ];
    }
    default: {
      // Submitted, approved, changes requested, rejected, funded, failed: the machine's
      // tables. A funded close's fee is the ledger's (the release's revenue leg).
      const [set, params] = lifecycleSet(event);
      return [touch(set || null, ...params)];
    }
  }
}
