import { describe, expect, it } from 'vitest';
import { pageChunks, pageScriptTags, type BuildManifest } from '../../../worker/pages/start-script';

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
      routes: [
        { module: 'features/dashboard/dashboard-shell.tsx', file: 'assets/dashboard-shell-F6.js' },
        {
          module: 'pages/dashboard/investor-dashboard-page.tsx',
          file: 'assets/investor-dashboard-page-E5.js',
        },
      ],
      imports: ['assets/text-D4.js', 'assets/card-C3.js'],
    });
  });

  it('are none for a page with no lazy chunk, and none for a module the build does not have', () => {
    expect(pageChunks(manifest, [])).toEqual({ routes: [], imports: [] });
    expect(pageChunks(manifest, ['pages/gone.tsx'])).toEqual({ routes: [], imports: [] });
  });

  it('preload what the routes import, then start the app from a script that imports the routes', () => {
    const chunks = {
      routes: [{ module: 'pages/x-page.tsx', file: 'assets/page-E5.js' }],
      imports: ['assets/card-C3.js'],
    };
    expect(pageScriptTags(chunks, 'n0nce')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/card-C3.js">',
      '<script type="module" id="start" nonce="n0nce">' +
        'import*as r0 from"/assets/page-E5.js";' +
        'document.dispatchEvent(new CustomEvent("launchfund:start",{detail:{"pages/x-page.tsx":r0}}));' +
        '</script>',
    ]);
  });

  it('hand over each route module once, named as the route table names it', () => {
    const { routes } = pageChunks(manifest, [
      'pages/dashboard/investor-dashboard-page.tsx',
      'pages/dashboard/investor-dashboard-page.tsx',
    ]);
    expect(routes).toEqual([
      {
        module: 'pages/dashboard/investor-dashboard-page.tsx',
        file: 'assets/investor-dashboard-page-E5.js',
      },
    ]);
  });
});
