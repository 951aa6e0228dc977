import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { recordRequests, server } from '../msw';

/** GET /api/projects answers `answer` once (the next check's request). */
function answerOnce(answer: () => Response) {
  server.use(http.get('*/api/projects', answer, { once: true }));
}
const json = (body: JsonBodyType) => () => HttpResponse.json(body);

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});

async function load(json: string | null) {
  if (json !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'prerender-data';
    script.textContent = json;
    document.body.append(script);
  }
  return import('../../../web/lib/prerendered-data');
}

describe('prerendered data', () => {
  it('serves the inlined responses on the page they were rendered for', async () => {
    window.history.replaceState(null, '', '/projects');
    const m = await load(
      JSON.stringify({ path: '/projects', data: { '/api/projects': { projects: [] } } }),
    );
    expect(m.isPrerenderedPage()).toBe(true);
    expect(m.prerenderedResponse('/api/projects')).toEqual({ projects: [] });
    expect(m.prerenderedResponse('/api/other')).toBeUndefined();
  });

  it('serves nothing once the URL is another page (the SPA fallback or a later navigation)', async () => {
    window.history.replaceState(null, '', '/login');
    const m = await load(
      JSON.stringify({ path: '/', data: { '/api/projects': { projects: [] } } }),
    );
    expect(m.isPrerenderedPage()).toBe(false);
    expect(m.prerenderedResponse('/api/projects')).toBeUndefined();
  });

  it('does not apply to the same path with a query string (filters change the content)', async () => {
    window.history.replaceState(null, '', '/projects?q=ledger');
    const m = await load(
      JSON.stringify({ path: '/projects', data: { '/api/projects': { projects: [] } } }),
    );
    expect(m.isPrerenderedPage()).toBe(false);
  });

  it('treats a page without (or with broken) data as not prerendered', async () => {
    expect((await load(null)).isPrerenderedPage()).toBe(false);
    vi.resetModules();
    expect((await load('{oops')).isPrerenderedPage()).toBe(false);
  });

  it('reports changed data when the API answers something else than what was inlined', async () => {
    window.history.replaceState(null, '', '/projects');
    const inlined = { projects: [{ slug: 'a' }] };
    const m = await load(JSON.stringify({ path: '/projects', data: { '/api/projects': inlined } }));
    const requests = recordRequests();
    answerOnce(json(inlined));
    expect(await m.prerenderedDataChanged()).toBe(false);
    answerOnce(json({ projects: [{ slug: 'a' }, { slug: 'b' }] }));
    expect(await m.prerenderedDataChanged()).toBe(true);
    answerOnce(() => HttpResponse.error());
    expect(await m.prerenderedDataChanged()).toBe(false);
    expect(requests).toHaveLength(3);
  });

  it('reports a page rendered in an earlier year as out of date without fetching', async () => {
    window.history.replaceState(null, '', '/about');
    const m = await load(
      JSON.stringify({ path: '/about', data: {}, renderedAt: '2020-01-01T12:00:00.000Z' }),
    );
    const requests = recordRequests();
    expect(await m.prerenderedDataChanged()).toBe(true);
    expect(requests).toEqual([]);
  });

  it('reports an earlier day only for a page that inlines data (days left are drawn from it)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T00:30:00.000Z') });
    try {
      const yesterday = '2026-06-14T23:00:00.000Z';
      window.history.replaceState(null, '', '/about');
      const text = await load(JSON.stringify({ path: '/about', data: {}, renderedAt: yesterday }));
      expect(await text.prerenderedDataChanged()).toBe(false);

      vi.resetModules();
      document.body.replaceChildren();
      window.history.replaceState(null, '', '/projects');
      const inlined = { projects: [{ slug: 'a' }] };
      const withData = await load(
        JSON.stringify({
          path: '/projects',
          data: { '/api/projects': inlined },
          renderedAt: yesterday,
        }),
      );
      const requests = recordRequests();
      expect(await withData.prerenderedDataChanged()).toBe(true);
      expect(requests).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
