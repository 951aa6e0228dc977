import { paths } from './routes';

/**
 * The path patterns the app has a screen for (the client's route table,
 * web/app/routes.tsx, checked against this list by tests/web/app/app-paths.test.ts): every
 * fixed path of `paths`, and the few with a parameter. Any other path is the 404 screen,
 * which the worker answers with status 404 (worker/pages/render-page.ts).
 */
const FIXED_PATHS: readonly string[] = Object.values(paths).flatMap((value) => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [];
  return Object.values(value).filter((inner): inner is string => typeof inner === 'string');
});

export const APP_PATH_PATTERNS: readonly string[] = [
  ...FIXED_PATHS,
  '/project/:slug',
  '/project/:slug/invest',
  '/creator/projects/:id',
  '/creator/projects/:id/edit',
  '/admin/identity/:id',
  '/investor/investments/:id/conversion',
];

/** `pattern` as a regular expression: `:name` is one non-empty segment; any case, one trailing slash. */
function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source === '/' ? '' : source}/?$`, 'i');
}

const MATCHERS = APP_PATH_PATTERNS.map(toRegExp);

/** Whether the app has a screen at `pathname` (react-router's matching: any case, a trailing slash). */
export function isAppPath(pathname: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(pathname));
}
