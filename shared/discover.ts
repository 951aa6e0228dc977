/**
 * The wire contract of GET /api/projects (Discover's list): the query, validated with the
 * same schema by the worker, and the page it answers (./discover-query.ts). Paths are in
 * shared/routes.ts.
 */
import * as v from 'valibot';
import { categorySchema } from './schemas/project-fields';
import { MAX_DISCOVER_PAGE_SIZE, MAX_SEARCH_LENGTH, PROJECT_LIST_SORTS } from './discover-query';

export * from './discover-query';

const limitMessage = `limit must be a whole number from 1 to ${MAX_DISCOVER_PAGE_SIZE}.`;

/** The query of GET /api/projects; each bad value is refused with its own message. */
export const projectListQuerySchema = v.strictObject(
  {
    q: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters.`),
        v.trim(),
      ),
    ),
    category: v.optional(categorySchema),
    featured: v.optional(
      v.pipe(
        v.picklist(['true', 'false'], 'featured must be true or false.'),
        v.transform((value) => value === 'true'),
      ),
    ),
    // Only projects whose named lead investor accepted (docs/before-the-raise.md#lead-investor).
    lead: v.optional(
      v.pipe(
        v.picklist(['true', 'false'], 'lead must be true or false.'),
        v.transform((value) => value === 'true'),
      ),
    ),
    sort: v.optional(
      v.picklist(PROJECT_LIST_SORTS, `sort must be one of ${PROJECT_LIST_SORTS.join(', ')}.`),
    ),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, limitMessage),
        v.transform(Number),
        v.minValue(1, limitMessage),
        v.maxValue(MAX_DISCOVER_PAGE_SIZE, limitMessage),
      ),
    ),
    cursor: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,400}$/, 'cursor is not one this API gave.')),
    ),
  },
  'This query parameter is not one the list takes.',
);
export type ProjectListQuery = v.InferOutput<typeof projectListQuerySchema>;
