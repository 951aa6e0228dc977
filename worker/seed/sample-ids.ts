/**
 * Deterministic ids of the sample world, shaped like v4 UUIDs so they look like the ids
 * real commands create. The first hex digit tells the kind (handy when reading the log).
 */
const KIND_PREFIX = {
  user: 'd',
  project: 'b',
  investment: 'c',
  message: 'e',
  update: 'f',
} as const;

export function sampleId(kind: keyof typeof KIND_PREFIX, n: number): string {
  return `${KIND_PREFIX[kind]}0000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
}

/** 'Grace Kim' → 'grace-kim' (file names of the sample avatars). */
export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
