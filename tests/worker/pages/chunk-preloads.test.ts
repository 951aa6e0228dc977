import { describe, expect, it } from 'vitest';
import {
  chunkFilesToPreload,
  modulePreloadTags,
  type BuildManifest,
} from '../../../worker/pages/chunk-preloads';

/** A build's manifest in Vite's shape: an entry, two lazy pages, shared chunks. */
const manifest: BuildManifest = {
  'main.tsx': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_card-C3.js': { file: 'assets/card-C3.js', imports: ['_react-B2.js', '_text-D4.js'] },
  '_text-D4.js': { file: 'assets/text-D4.js' },
  'pages/dashboard/investor-dashboard-page.tsx': {
    file: 'assets/investor-dashboard-page-E5.js',
    imports: ['_card-C3.js', '_react-B2.js'],
  },
  'features/dashboard/dashboard-shell.tsx': {
    file: 'assets/dashboard-shell-F6.js',
    imports: ['_text-D4.js'],
  },
};

describe('the chunks a rendered page preloads', () => {
  it('are its modules’ chunks and what they import, each once, less the entry’s own', () => {
    expect(
      chunkFilesToPreload(manifest, [
        'features/dashboard/dashboard-shell.tsx',
        'pages/dashboard/investor-dashboard-page.tsx',
      ]),
    ).toEqual([
      'assets/dashboard-shell-F6.js',
      'assets/text-D4.js',
      'assets/investor-dashboard-page-E5.js',
      'assets/card-C3.js',
    ]);
  });

  it('are none for a page with no lazy chunk, and none for a module the build does not have', () => {
    expect(chunkFilesToPreload(manifest, [])).toEqual([]);
    expect(chunkFilesToPreload(manifest, ['pages/gone.tsx'])).toEqual([]);
  });

  it('are named by root-relative modulepreload links, as the shell names its script', () => {
    expect(modulePreloadTags(['assets/card-C3.js'])).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/card-C3.js">',
    ]);
  });
});
