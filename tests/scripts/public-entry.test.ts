/**
 * What the app's entry (web/main.tsx, in the one chunk every page fetches first) must not
 * reach through static imports, because no page needs it before its first interaction:
 * - the toasts' code: Zag's toast store and machines and Chakra's toast components come
 *   with the first toast (web/components/ui/toaster-view.tsx); until then a toast waits in
 *   web/lib/toaster-store.ts.
 * - TanStack Query's observers (useQuery, useMutation and the rest, with the query and
 *   mutation observers under them): the entry holds the cache and its hydration, and a
 *   screen that reads or sends brings the hooks with it (web/lib/api-query.ts); the route
 *   loaders in the entry need only the key (web/lib/api-query-key.ts).
 * And what the public layout (the top bar and footer of every public page) and the About
 * page must not:
 * - Chakra's Avatar, whose Zag machine (with Zag's React runtime) only follows a picture's
 *   loading: the signed-in user's chip and the team's initials draw the avatar recipe's
 *   markup themselves (web/components/avatar-circle.tsx).
 * The bench measures the page's JavaScript in the browser (`npm run bench -- --only=size`);
 * this reads the source, so it fails in the test run instead.
 */
import { describe, expect, it } from 'vitest';
import { reached, type StaticImport } from './static-imports';

const TOAST_PARTS = new Set(['createToaster', 'Toaster', 'Toast']);

/** An import of the toasts' code: Zag's or Ark's toast modules, or Chakra's toast parts. */
function toastCode(file: string, names: StaticImport['names']): boolean {
  if (/^@zag-js\/toast|^@ark-ui\/react\/toast/.test(file)) return true;
  if (file !== '@chakra-ui/react') return false;
  return names === '*' || names.some((name) => TOAST_PARTS.has(name));
}

describe("the app entry's static imports", () => {
  it('reach no toast code', () => {
    expect(reached('web/main.tsx', toastCode)).toEqual([]);
  });

  it('find toast code where a module does import it (the view, loaded with the first toast)', () => {
    expect(reached('web/components/ui/toaster-view.tsx', toastCode)).toEqual([
      'web/components/ui/toaster-view.tsx → @chakra-ui/react',
    ]);
  });
});

/** An import of one of TanStack Query's observer hooks. */
function queryObserverHook(file: string, names: StaticImport['names']): boolean {
  if (file !== '@tanstack/react-query' && file !== '@tanstack/query-core') return false;
  return (
    names === '*' ||
    names.some((name) =>
      /^use(?:Suspense)?(?:Infinite)?Quer(?:y|ies)$|^useMutation$|Observer$/.test(name),
    )
  );
}

describe("the app entry's TanStack Query", () => {
  it('reaches no observer hook', () => {
    expect(reached('web/main.tsx', queryObserverHook)).toEqual([]);
  });

  it('finds them where a module does import them (the query and command hooks)', () => {
    expect(reached('web/lib/api-query.ts', queryObserverHook)).toEqual([
      'web/lib/api-query.ts → @tanstack/react-query',
    ]);
  });
});

/** An import of Chakra's Avatar (its parts run a Zag machine). */
function avatarMachine(file: string, names: StaticImport['names']): boolean {
  return file === '@chakra-ui/react' && (names === '*' || names.includes('Avatar'));
}

describe("the public layout's and the About page's static imports", () => {
  it.each(['web/features/layout/public-layout.tsx', 'web/pages/public/about-page.tsx'])(
    '%s reaches no Chakra Avatar (nor its machine)',
    (entry) => {
      expect(reached(entry, avatarMachine)).toEqual([]);
    },
  );

  it('find the Avatar where a module does import it', () => {
    expect(reached('web/features/projects/detail/team-tab.tsx', avatarMachine)).toEqual([
      'web/features/projects/detail/team-tab.tsx → @chakra-ui/react',
    ]);
  });
});
