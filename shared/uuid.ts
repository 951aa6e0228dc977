import * as v from 'valibot';

/** A UUID in its canonical text form (any version, either case): ids of people, projects and records. */
export const uuidSchema = v.pipe(v.string(), v.uuid());

/**
 * Whether `value` is a UUID. Routes test a path's id with it before any read, so an id
 * that cannot exist is answered like an unknown one without touching the database.
 */
export function isUuid(value: unknown): value is string {
  return v.is(uuidSchema, value);
}
