import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartBoundary } from '../../../web/components/part-boundary';
import { retryableLazy } from '../../../web/lib/retryable-lazy';
import { AppProviders } from '../../../web/app/providers';
import { renderWithProviders } from '../render';

const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => consoleError.mockClear());

/** Firefox's words when a lazy part's chunk cannot be downloaded. */
const chunkError = () =>
  new TypeError(
    'error loading dynamically imported module: http://localhost/assets/updates-list-1a2b.js',
  );

function Updates({ count }: { count: number }) {
  return <p>{count} updates</p>;
}

/** A page with one lazy part (the updates) beside what the page always shows. */
function Page({ part }: { part: ReactNode }) {
  return (
    <>
      <h1>Project page</h1>
      <button type="button">Follow</button>
      <PartBoundary what="the updates">
        <Suspense fallback={<p role="status">Loading the updates…</p>}>{part}</Suspense>
      </PartBoundary>
    </>
  );
}

/** A part's loader whose first download fails (a dropped connection) and second succeeds. */
function failsOnceThenLoads() {
  return vi
    .fn<() => Promise<typeof Updates>>()
    .mockRejectedValueOnce(chunkError())
    .mockResolvedValueOnce(Updates);
}

describe('a lazy part of a page', () => {
  it('says its code could not be loaded, keeps the page, and loads it on "Try again"', async () => {
    const load = failsOnceThenLoads();
    const LazyUpdates = retryableLazy(load);
    renderWithProviders(<Page part={<LazyUpdates count={3} />} />);

    expect(await screen.findByText('We could not load the updates.')).toBeVisible();
    expect(screen.getByText('Check your connection, then try again.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Project page' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 updates')).toBeVisible();
    expect(screen.queryByText('We could not load the updates.')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps its loading state while its code downloads', async () => {
    let resolve: (component: typeof Updates) => void = () => {};
    const LazyUpdates = retryableLazy(
      () => new Promise<typeof Updates>((done) => (resolve = done)),
    );
    renderWithProviders(<Page part={<LazyUpdates count={1} />} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the updates…');
    resolve(Updates);
    expect(await screen.findByText('1 updates')).toBeVisible();
  });

  it('says something went wrong, without the error, when it throws; Try again draws it again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('secret internals');
      return <p>Drawn</p>;
    }
    renderWithProviders(<Page part={<Flaky />} />);
    expect(await screen.findByText('Something went wrong showing the updates.')).toBeVisible();
    expect(screen.queryByText(/secret internals/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(consoleError).toHaveBeenCalledWith(
      'Could not show the updates:',
      expect.any(Error),
      expect.any(String),
    );
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Drawn')).toBeVisible();
  });

  it('draws a failed part again once it shows something else (another project)', async () => {
    const load = failsOnceThenLoads();
    const LazyUpdates = retryableLazy(load);
    const part = (slug: string, count: number) => (
      <PartBoundary what="the updates" resetKey={slug}>
        <Suspense fallback={<p role="status">Loading the updates…</p>}>
          <LazyUpdates count={count} />
        </Suspense>
      </PartBoundary>
    );
    const view = renderWithProviders(part('fitsync', 3));
    expect(await screen.findByText('We could not load the updates.')).toBeVisible();

    // The same project again: the message stays until Try again.
    view.rerender(<AppProviders>{part('fitsync', 3)}</AppProviders>);
    expect(screen.getByText('We could not load the updates.')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    view.rerender(<AppProviders>{part('devpipeline', 5)}</AppProviders>);
    expect(await screen.findByText('5 updates')).toBeVisible();
    expect(screen.queryByText('We could not load the updates.')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
