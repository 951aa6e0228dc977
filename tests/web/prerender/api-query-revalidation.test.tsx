import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../msw';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
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

/** The hook under the app's providers, loaded after the page exists (fresh modules). */
async function renderApiQuery<T>(path: string) {
  const { useApiQuery } = await import('../../../web/lib/api-query');
  const { AppProviders } = await import('../../../web/app/providers');
  const { createTestSession } = await import('../session-test-utils');
  const session = createTestSession();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders session={session.actor}>{children}</AppProviders>
  );
  return renderHook(() => useApiQuery<T>(path), { wrapper });
}

describe('useApiQuery on a prerendered page', () => {
  it('starts from the inlined data and revalidates as a prefetch, not as a new view', async () => {
    prerenderedPage();
    const requests = recordRequests();
    server.use(
      http.get('*/api/projects/demo', () => HttpResponse.json({ project: { title: 'Fresh' } })),
    );
    const { result } = await renderApiQuery<{ project: { title: string } }>('/api/projects/demo');
    expect(result.current.data?.project.title).toBe('Inlined');
    await waitFor(() => expect(result.current.data?.project.title).toBe('Fresh'));
    expect(requests[0]?.headers.get('Sec-Purpose')).toBe('prefetch');
  });

  it('fetches other paths as ordinary requests', async () => {
    prerenderedPage();
    const requests = recordRequests();
    server.use(http.get('*/api/projects', () => HttpResponse.json({ projects: [] })));
    const { result } = await renderApiQuery('/api/projects');
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(requests[0]?.headers.get('Sec-Purpose')).toBeNull();
  });
});
