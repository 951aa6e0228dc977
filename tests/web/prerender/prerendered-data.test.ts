import { afterEach, describe, expect, it, vi } from 'vitest';

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
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(inlined)));
    expect(await m.prerenderedDataChanged()).toBe(false);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ projects: [{ slug: 'a' }, { slug: 'b' }] })),
    );
    expect(await m.prerenderedDataChanged()).toBe(true);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(await m.prerenderedDataChanged()).toBe(false);
    fetchMock.mockRestore();
  });

  it('reports a page rendered on an earlier day as out of date without fetching', async () => {
    window.history.replaceState(null, '', '/projects');
    const m = await load(
      JSON.stringify({ path: '/projects', data: {}, renderedAt: '2020-01-01T12:00:00.000Z' }),
    );
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    expect(await m.prerenderedDataChanged()).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockRestore();
  });
});
