import { describe, expect, it } from 'vitest';
import {
  documentHtml,
  inlineJson,
  insertVerbatim,
  ROOT_ELEMENT,
  splitHeadTags,
  withPageHead,
} from '../../shared/document-html';
import type { RenderedDocument } from '../../shared/document-render';

const HEAD = '<!doctype html><html><head><title>LaunchFund</title></head><body>';
const TAIL = '<script type="module" src="/assets/app.js"></script></body></html>';
const TEMPLATE = `${HEAD}${ROOT_ELEMENT}${TAIL}`;

/** Titles a creator can choose: each `$` sequence means something to String.replace. */
const HOSTILE_TITLES = ['Buy $` now', "Sell $' later", 'Echo $& twice', 'Cash $$ out', 'Group $1'];

function rendered(body: string, head: string[] = []): RenderedDocument {
  return {
    status: 200,
    redirect: null,
    head,
    body,
    boot: { session: { kind: 'signedOut' }, queries: { title: body } },
    chunks: [],
  };
}

describe('a rendered page: HTML insertion', () => {
  it.each(HOSTILE_TITLES)('inserts the title %j verbatim, nothing of the shell copied', (title) => {
    const page = documentHtml(TEMPLATE, rendered(`<h1>${title}</h1>`));
    const boot = inlineJson(rendered(`<h1>${title}</h1>`).boot);
    expect(page).toBe(
      `${HEAD}<script type="application/json" id="boot">${boot}</script>` +
        `<div id="root"><h1>${title}</h1></div>${TAIL}`,
    );
    // The shell's head and scripts appear exactly once.
    expect(page.split('<title>').length).toBe(2);
    expect(page.split('/assets/app.js').length).toBe(2);
  });

  it('refuses a shell without the root element rather than writing an empty page', () => {
    expect(() => insertVerbatim('<body></body>', ROOT_ELEMENT, 'x')).toThrow(/root/);
  });

  it('keeps the inline boot payload inert inside <script>', () => {
    const json = inlineJson({ title: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>\u2028' });
  });
});

describe('a rendered page: one head per page', () => {
  const SHELL =
    '<!doctype html><html><head><meta charset="UTF-8" />\n' +
    '<meta\n  name="description"\n  content="Generic."\n/>\n' +
    '<meta property="og:type" content="website" />\n' +
    '<meta property="og:title" content="LaunchFund — SaaS funding marketplace" />\n' +
    '<title>LaunchFund — SaaS funding marketplace</title>\n</head><body>' +
    ROOT_ELEMENT +
    '</body></html>';

  it('moves the page title, description and Open Graph tags into the head, once each', () => {
    const { head, body } = splitHeadTags(
      '<title>Ledger $&amp; Lens | LaunchFund</title><meta name="description" content="Books $` done"/>' +
        '<meta property="og:title" content="Ledger $&amp; Lens"/><meta property="og:image" content="/c.svg"/>' +
        '<main><h1>Ledger</h1></main>',
    );
    const page = documentHtml(SHELL, rendered(body, head));
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
