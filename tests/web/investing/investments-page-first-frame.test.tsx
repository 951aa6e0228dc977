import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { InvestmentsPage } from '../../../web/pages/investing/investments-page';
import { server } from '../msw';
import { renderRoutesWithSession } from '../session-test-utils';
import { INVESTING_PATHS, investor, profileAnswer, wallet } from './fixtures';

interface FirstCommit {
  title: boolean;
  portfolio: boolean;
  commitments: boolean;
}

/** Notes which of the page's parts are in the document when the page first commits. */
function FirstCommitProbe({ onCommit }: { onCommit: (seen: FirstCommit) => void }) {
  useLayoutEffect(() => {
    onCommit({
      title: screen.queryByRole('heading', { level: 1, name: 'My Investments' }) !== null,
      portfolio: screen.queryByText('Your portfolio') !== null,
      commitments: screen.queryByText('Your commitments') !== null,
    });
  }, [onCommit]);
  return null;
}

describe('My Investments, opened by a navigation', () => {
  it('commits its title first, then draws its sections without any input', async () => {
    server.use(
      http.get(`*${INVESTING_PATHS.investments}`, () => HttpResponse.json({ investments: [] })),
      http.get(`*${INVESTING_PATHS.investorProfile}`, () => HttpResponse.json(profileAnswer())),
      http.get(`*${INVESTING_PATHS.wallet}`, () => HttpResponse.json(wallet(10_000))),
    );
    const commits: FirstCommit[] = [];
    const record = (seen: FirstCommit) => commits.push(seen);
    renderRoutesWithSession(
      [
        {
          path: '/investor/investments',
          element: (
            <>
              <InvestmentsPage />
              <FirstCommitProbe onCommit={record} />
            </>
          ),
        },
      ],
      '/investor/investments',
      { user: investor },
    );
    // The probe runs once, in the page's first commit: the title is there, the sections
    // (and their reads' renders) are not yet.
    expect(commits).toEqual([{ title: true, portfolio: false, commitments: false }]);
    expect(await screen.findByText('Your portfolio')).toBeInTheDocument();
    expect(screen.getByText('Your commitments')).toBeInTheDocument();
  });
});
