/**
 * Icons are one module each (web/components/icons/<name>.tsx), so a page's chunks bring
 * only the icons it draws: a module of many icons lands whole in every page that draws
 * one of them (the bench measured 4.7 KiB gzip on each public page for the set of 35).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reached, root, staticImports } from './static-imports';

const LUCIDE_ICON = /^lucide-react\/icons\//;
const ICONS_DIR = 'web/components/icons';

/** The Lucide icons `entry` reaches through static imports, by specifier. */
function lucideIconsOf(entry: string): string[] {
  return reached(entry, (file) => LUCIDE_ICON.test(file) || file === 'lucide-react')
    .map((chain) => chain.split(' → ').at(-1) ?? '')
    .sort();
}

describe('icon imports', () => {
  it('bring the public layout only the icons its top bar draws', () => {
    expect(lucideIconsOf('web/features/layout/public-layout.tsx')).toEqual([
      'lucide-react/icons/menu',
      'lucide-react/icons/x',
    ]);
  });

  it('bring the FAQ page only its chevron', () => {
    expect(lucideIconsOf('web/pages/public/faq-page.tsx')).toEqual([
      'lucide-react/icons/chevron-down',
    ]);
  });

  it.each(readdirSync(path.join(root, ICONS_DIR)).filter((name) => name !== 'sized.tsx'))(
    '%s is one icon',
    (name) => {
      const icons = staticImports(path.join(root, ICONS_DIR, name)).filter(
        ({ specifier }) =>
          LUCIDE_ICON.test(specifier) || specifier.startsWith('@icons-pack/react-simple-icons'),
      );
      expect(icons).toHaveLength(1);
    },
  );
});
