/**
 * The URL slug of a title: lower-case ASCII letters and digits joined by single
 * hyphens, accents folded ('Café Ops!' → 'cafe-ops'), at most 60 characters. An empty
 * result means the title has no letter or digit to build a slug from.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
