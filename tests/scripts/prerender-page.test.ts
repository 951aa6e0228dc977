import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  globalStyleTags,
  inlineJson,
  insertVerbatim,
  prerenderedPage,
  ROOT_ELEMENT,
  shellWithGlobalStyles,
  splitHeadTags,
  withPageHead,
  withoutGlobalStyles,
} from '../../web/lib/prerender-page';
import { TOP_BAR_SCRIPT } from '../../shared/top-bar-script';

const HEAD = '<!doctype html><html><head><title>LaunchFund</title></head><body>';
const TAIL = '<script type="module" src="/assets/app.js"></script></body></html>';
const TEMPLATE = `${HEAD}${ROOT_ELEMENT}${TAIL}`;

/** Titles a creator can choose: each `$` sequence means something to String.replace. */
const HOSTILE_TITLES = ['Buy $` now', "Sell $' later", 'Echo $& twice', 'Cash $$ out', 'Group $1'];

describe('prerendered page: HTML insertion', () => {
  it.each(HOSTILE_TITLES)('inserts the title %j verbatim, nothing of the shell copied', (title) => {
    const html = `<h1>${title}</h1>`;
    const payload = { path: '/project/x', data: { '/api/projects/x': { title } }, renderedAt: 'T' };
    const page = prerenderedPage(TEMPLATE, payload, html);
    const expectedMiddle =
      `<script type="application/json" id="prerender-data">${inlineJson(payload)}</script>` +
      `<div id="root">${html}</div>`;
    const head = HEAD.replace('</head>', `<script>${TOP_BAR_SCRIPT}</script></head>`);
    expect(page).toBe(`${head}${expectedMiddle}${TAIL}`);
    // The shell's head and scripts appear exactly once.
    expect(page.split('<title>').length).toBe(2);
    expect(page.split('/assets/app.js').length).toBe(2);
  });

  it('refuses a template without the root element rather than writing an empty page', () => {
    expect(() => insertVerbatim('<body></body>', ROOT_ELEMENT, 'x')).toThrow(/root/);
  });

  it('keeps inline JSON inert inside <script>', () => {
    const json = inlineJson({ title: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>\u2028' });
  });

  it('is what scripts/prerender.ts uses (no replacement-string insertion left)', () => {
    const script = readFileSync(
      fileURLToPath(new URL('../../scripts/prerender.ts', import.meta.url)),
      'utf8',
    );
    expect(script).toContain("from '../web/lib/prerender-page'");
    expect(script).not.toMatch(/template\.replace\(/);
  });
});

describe('prerendered page: one head per page', () => {
  const SHELL =
    '<!doctype html><html><head><meta charset="UTF-8" />\n' +
    '<meta\n  name="description"\n  content="Generic."\n/>\n' +
    '<meta property="og:type" content="website" />\n' +
    '<meta property="og:title" content="LaunchFund — SaaS funding marketplace" />\n' +
    '<title>LaunchFund — SaaS funding marketplace</title>\n</head><body>' +
    ROOT_ELEMENT +
    '</body></html>';

  it('moves the page title, description and Open Graph tags into the head, once each', () => {
    const html =
      '<title>Ledger $&amp; Lens | LaunchFund</title><meta name="description" content="Books $` done"/>' +
      '<meta property="og:title" content="Ledger $&amp; Lens"/><meta property="og:image" content="/c.svg"/>' +
      '<main><h1>Ledger</h1></main>';
    const page = prerenderedPage(SHELL, { path: '/project/l', data: {}, renderedAt: 'T' }, html);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Ledger $&amp; Lens | LaunchFund</title>');
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).toContain('content="Books $` done"');
    expect(page.match(/property="og:title"/g)).toHaveLength(1);
    expect(page).toContain('<meta property="og:image" content="/c.svg"/>');
    // Tags the page does not set stay; the page markup keeps no head tags.
    expect(page).toContain('<meta property="og:type" content="website" />');
    expect(page).toContain('<div id="root"><main><h1>Ledger</h1></main></div>');
    expect(page.indexOf('<title>')).toBeLessThan(page.indexOf('</head>'));
  });

  it('leaves the shell as it is for a page without head tags', () => {
    const { head, body } = splitHeadTags('<main>x</main>');
    expect(head).toEqual([]);
    expect(body).toBe('<main>x</main>');
    expect(withPageHead(SHELL, [])).toBe(SHELL);
  });
});

describe('SPA shell: the global styles every page renders', () => {
  const LAYERS = '<style data-emotion="css-global ad1llf">@layer reset,base;</style>';
  const RESET =
    '<style data-emotion="css-global 19g096s">@layer reset{html{line-height:1.5}' +
    ':where(ul,ol)>li{margin:0}}</style>';
  const RENDERED = `${LAYERS}${RESET}<style data-emotion="css 542hvo">.css-542hvo{color:red}</style><main>Hi</main>`;

  it('takes the global style elements of a render, in order, and no component styles', () => {
    expect(globalStyleTags(RENDERED)).toEqual([LAYERS, RESET]);
    expect(globalStyleTags('<main>No styles</main>')).toEqual([]);
  });

  it('puts them in the head of the shell, once, however often the prerender runs', () => {
    const once = shellWithGlobalStyles(TEMPLATE, globalStyleTags(RENDERED));
    expect(once).toBe(TEMPLATE.replace('</head>', `${LAYERS}${RESET}</head>`));
    // A second run reads the shell it wrote as its template: the styles are not doubled.
    expect(withoutGlobalStyles(once)).toBe(TEMPLATE);
    expect(shellWithGlobalStyles(once, globalStyleTags(RENDERED))).toBe(once);
  });
});
