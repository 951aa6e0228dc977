import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A page prerendered with /api/projects/demo inlined, as scripts/prerender.ts writes it. */
function prerenderedPage() {
  window.history.replaceState(null, '', '/project/demo');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'prerender-data';
  script.textContent = JSON.stringify({
    path: '/project/demo',
    data: { '/api/projects/demo': { project: { title: 'Inlined' } } },
  });
  document.body.append(script);
}

describe('useApi on a prerendered page', () => {
  it('starts from the inlined data and revalidates as a prefetch, not as a new view', async () => {
    prerenderedPage();
    const fetchMock = vi.fn(async () => Response.json({ project: { title: 'Fresh' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { useApi } = await import('../../../web/lib/use-api');
    const { result } = renderHook(() =>
      useApi<{ project: { title: string } }>('/api/projects/demo'),
    );
    expect(result.current.data?.project.title).toBe('Inlined');
    await waitFor(() => expect(result.current.data?.project.title).toBe('Fresh'));
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('Sec-Purpose')).toBe('prefetch');
  });

  it('fetches other paths as ordinary requests', async () => {
    prerenderedPage();
    const fetchMock = vi.fn(async () => Response.json({ projects: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const { useApi } = await import('../../../web/lib/use-api');
    const { result } = renderHook(() => useApi('/api/projects'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('Sec-Purpose')).toBeNull();
  });
});
