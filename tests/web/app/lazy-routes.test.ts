import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { routes } from '../../../web/app/routes';
import type { ChunkHandle } from '../../../shared/document-render';

/** Every route of the table that loads a chunk, with where it sits. */
function lazyRoutes(table: RouteObject[], trail = ''): { where: string; route: RouteObject }[] {
  return table.flatMap((route) => {
    const segment = route.index ? '(index)' : route.path;
    const where =
      segment === undefined ? trail : segment.startsWith('/') ? segment : `${trail}/${segment}`;
    const name = segment === undefined ? `${where || '/'} (layout)` : where;
    const own = typeof route.lazy === 'function' ? [{ where: name, route }] : [];
    return [...own, ...lazyRoutes(route.children ?? [], where)];
  });
}

/** The component a lazy route's chunk gives the router: its Component, or its element's. */
async function loadedComponent(route: RouteObject): Promise<unknown> {
  if (typeof route.lazy !== 'function') throw new Error('not a lazy route');
  const loaded = (await route.lazy()) as Pick<RouteObject, 'Component' | 'element'>;
  if (loaded.Component) return loaded.Component;
  if (isValidElement(loaded.element)) return loaded.element.type;
  throw new Error('the chunk gave neither a Component nor an element');
}

// The worker preloads a rendered page's chunks by the modules its routes name
// (worker/pages/chunk-preloads.ts): a name that is not the module `lazy` imports would
// preload the wrong file and nothing would say so.
describe('the route table’s lazy chunks', () => {
  const table = lazyRoutes(routes);

  it('has lazy routes to check', () => {
    expect(table.length).toBeGreaterThan(30);
  });

  it.each(table.map(({ where, route }) => [where, route] as const))(
    '%s names the module its chunk comes from',
    async (_where, route) => {
      const modules = (route.handle as ChunkHandle | undefined)?.chunks ?? [];
      expect(modules.length).toBeGreaterThan(0);
      const exported = await Promise.all(
        modules.map(async (module) => {
          const loaded = (await import(/* @vite-ignore */ `../../../web/${module}`)) as Record<
            string,
            unknown
          >;
          return Object.values(loaded);
        }),
      );
      expect(exported.flat()).toContain(await loadedComponent(route));
    },
  );
});
