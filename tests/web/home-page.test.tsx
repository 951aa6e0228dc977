import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { HomePage } from '../../web/pages/home-page';
import { renderWithProviders } from './render';

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('shows the platform status from /api/health', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ status: 'ok', database: 'ok', authMode: 'embedded', latencyMs: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Platform status: ok')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it('tells the user when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(/could not reach the server/i)).toBeInTheDocument();
  });
});
