import { describe, expect, it } from 'vitest';
import {
  pageChunks,
  pageChunkTags,
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

describe('the chunks a rendered page loads beside the entry', () => {
  it('are its routes’ chunks and what they import, each once, less the entry’s own', () => {
    expect(
      pageChunks(manifest, [
        'features/dashboard/dashboard-shell.tsx',
        'pages/dashboard/investor-dashboard-page.tsx',
      ]),
    ).toEqual({
      routes: ['assets/dashboard-shell-F6.js', 'assets/investor-dashboard-page-E5.js'],
      imports: ['assets/text-D4.js', 'assets/card-C3.js'],
    });
  });

  it('are none for a page with no lazy chunk, and none for a module the build does not have', () => {
    expect(pageChunks(manifest, [])).toEqual({ routes: [], imports: [] });
    expect(pageChunks(manifest, ['pages/gone.tsx'])).toEqual({ routes: [], imports: [] });
  });

  it('run the routes’ chunks as module scripts after the entry, and preload what they import', () => {
    expect(
      pageChunkTags({ routes: ['assets/page-E5.js'], imports: ['assets/card-C3.js'] }),
    ).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/card-C3.js">',
      '<script type="module" crossorigin src="/assets/page-E5.js"></script>',
    ]);
  });
});
