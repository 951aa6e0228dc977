import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from '../../../web/app/routes';
import { APP_PATH_PATTERNS, isAppPath } from '../../../shared/app-paths';

/** Every full path pattern of the route table, as react-router joins them. */
function patternsOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path ?? '';
    const joined = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
    const full = route.path === undefined ? parent : joined;
    const here = route.path !== undefined || route.index ? [full || '/'] : [];
    return [...here, ...patternsOf(route.children ?? [], full)];
  });
}

describe('the paths the app has a screen for', () => {
  const inRouter = new Set(patternsOf(routes).filter((pattern) => !pattern.endsWith('*')));

  it('are exactly the client route table’s, so the worker’s 404 agrees with the router', () => {
    expect([...inRouter].sort()).toEqual([...new Set(APP_PATH_PATTERNS)].sort());
  });

  it('match as react-router does: any case, one trailing slash, a parameter per segment', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/About/')).toBe(true);
    expect(isAppPath('/project/some-slug')).toBe(true);
    expect(isAppPath('/project/some-slug/invest')).toBe(true);
    expect(isAppPath('/creator/projects/p-1/edit')).toBe(true);
    expect(isAppPath('/no-such-page')).toBe(false);
    expect(isAppPath('/project/')).toBe(false);
    expect(isAppPath('/project/a/b')).toBe(false);
    expect(isAppPath('/admin/nope')).toBe(false);
    expect(isAppPath('/about//')).toBe(false);
  });
});
