import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { routes } from '../../../web/app/routes';
import { adoptEvaluatedModules } from '../../../web/app/lazy-route';
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
// (worker/pages/start-script.ts): a name that is not the module `lazy` imports would
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

  // The page's start script hands the rendered routes' modules to the app, which must
  // resolve those routes from them, not import them again: a dynamic import takes tasks,
  // and the load event could fire before hydration (web/main.tsx). Handed stand-ins, a
  // route must give the stand-in's component.
  it.each(table.map(({ where, route }) => [where, route] as const))(
    '%s resolves from the modules the start script hands over',
    async (_where, route) => {
      const modules = (route.handle as ChunkHandle | undefined)?.chunks ?? [];
      const standIn = () => null;
      // Every export is the stand-in; `then` is not, or the module would be taken for a promise.
      const anyExport = new Proxy(
        {},
        { get: (_, name) => (name === 'then' ? undefined : standIn) },
      );
      adoptEvaluatedModules(Object.fromEntries(modules.map((module) => [module, anyExport])));
      try {
        expect(await loadedComponent(route)).toBe(standIn);
      } finally {
        const real = await Promise.all(
          modules.map(async (module) => [
            module,
            await import(/* @vite-ignore */ `../../../web/${module}`),
          ]),
        );
        adoptEvaluatedModules(Object.fromEntries(real));
      }
    },
  );
});
