import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The controls of a prerendered sign-in form, disabled by one native fieldset until the
 * app owns the form. The static page is also what a URL with a query string gets
 * (/signup?role=creator), and the app then renders that page from scratch, replacing the
 * form (web/lib/prerendered-data.ts): anything typed into the static one would be lost.
 * So nothing can be typed or sent before the handlers are attached; links still work.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <chakra.fieldset disabled={!live} minW="0" m="0" p="0" border="0">
      {children}
    </chakra.fieldset>
  );
}
