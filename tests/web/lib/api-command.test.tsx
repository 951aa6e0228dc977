import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppProviders } from '../../../web/app/providers';
import { useApiCommand, type CommandCache } from '../../../web/lib/api-query';
import { recordRequests, server } from '../msw';
import { createTestSession, testUser } from '../session-test-utils';

/** useApiCommand under the app's providers, signed in as `u-1` with token `tok`. */
function renderCommand<V, T>(
  command: Parameters<typeof useApiCommand<V, T>>[0],
  onSuccess?: (data: T, variables: V, cache: CommandCache) => void,
) {
  const session = createTestSession({ user: testUser({ id: 'u-1' }), token: 'tok' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders session={session.actor}>{children}</AppProviders>
  );
  return renderHook(() => useApiCommand<V, T>(command, onSuccess), { wrapper });
}

describe('useApiCommand', () => {
  it('sends a PUT with its JSON body and the session token, and hands the answer on', async () => {
    const requests = recordRequests();
    server.use(http.put('*/api/things/1', () => HttpResponse.json({ saved: true })));
    const seen: [unknown, unknown, string | null][] = [];
    const { result } = renderCommand<{ name: string }, { saved: boolean }>(
      (thing) => ({ path: '/api/things/1', method: 'PUT', body: thing }),
      (data, thing, { userId }) => seen.push([data, thing, userId]),
    );
    let answer: unknown;
    await act(async () => {
      answer = await result.current({ name: 'Ada' });
    });
    expect(answer).toEqual({ saved: true });
    expect(seen).toEqual([[{ saved: true }, { name: 'Ada' }, 'u-1']]);
    const [put] = requests;
    expect(put?.method).toBe('PUT');
    expect(put?.headers.get('Authorization')).toBe('Bearer tok');
    expect(await put?.json()).toEqual({ name: 'Ada' });
  });

  it('sends a DELETE without a body', async () => {
    const requests = recordRequests();
    server.use(http.delete('*/api/things/:id', () => HttpResponse.json({ deleted: { id: '2' } })));
    const { result } = renderCommand<string, { deleted: { id: string } }>((id) => ({
      path: `/api/things/${id}`,
      method: 'DELETE',
    }));
    await act(async () => {
      await expect(result.current('2')).resolves.toEqual({ deleted: { id: '2' } });
    });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['DELETE', '/api/things/2'],
    ]);
    expect(await requests[0]?.text()).toBe('');
  });

  it('rejects with the API error of a refused command', async () => {
    server.use(
      http.delete('*/api/things/:id', () =>
        HttpResponse.json(
          { error: { code: 'conflict', message: 'Only drafts can be deleted.' } },
          { status: 409 },
        ),
      ),
    );
    const { result } = renderCommand<string, unknown>((id) => ({
      path: `/api/things/${id}`,
      method: 'DELETE',
    }));
    await act(async () => {
      await expect(result.current('3')).rejects.toMatchObject({
        message: 'Only drafts can be deleted.',
      });
    });
  });
});
