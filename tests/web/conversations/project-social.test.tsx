import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { ProjectDetailPage } from '../../../web/pages/public/project-detail-page';
import { apiTable, recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { makeDetail } from '../public/fixtures';
import { renderRoutesWithSession, testUser, type SessionOptions } from '../session-test-utils';

function renderProject(extra: Record<string, JsonBodyType>, session: SessionOptions = {}) {
  server.use(
    apiTable({
      '/api/projects/codecanvas': { project: makeDetail() },
      '/api/projects/codecanvas/follow': { followerCount: 3, following: false },
      ...extra,
    }),
  );
  return renderRoutesWithSession(
    [{ path: '/project/:slug', element: <ProjectDetailPage /> }],
    '/project/codecanvas',
    session,
  );
}

describe('Updates tab', () => {
  it('shows the API list, newest first, in place of the seeded updates', async () => {
    renderProject({
      '/api/projects/codecanvas/updates': {
        updates: [
          {
            id: 'u-9',
            title: 'Series A closed',
            content: 'Big news.',
            date: '2026-11-20T00:00:00Z',
          },
        ],
        nextCursor: null,
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Updates' }));
    expect(await screen.findByRole('heading', { name: 'Series A closed' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'We passed 100 paying teams' })).toBeNull();
  });

  it('falls back to the updates the project detail carries when the list fails', async () => {
    renderProject({});
    await userEvent.click(await screen.findByRole('tab', { name: 'Updates' }));
    expect(
      await screen.findByRole('heading', { name: 'We passed 100 paying teams' }),
    ).toBeVisible();
  });
});

describe('Follow and Message the founder', () => {
  it('shows the follower count and follows with one click', async () => {
    const requests = recordRequests();
    server.use(
      http.post('*/api/projects/codecanvas/follow', () =>
        HttpResponse.json({ followerCount: 4, following: true }),
      ),
    );
    const { container } = renderProject({}, { user: testUser() });
    const sidebar = await screen.findByRole('complementary', { name: 'Funding summary' });
    expect(await within(sidebar).findByText('3 followers')).toBeVisible();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Follow' }));
    expect(await within(sidebar).findByText('4 followers')).toBeVisible();
    expect(within(sidebar).getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requests.find((r) => r.method === 'POST')?.headers.get('Authorization')).toBe(
      'Bearer test-access-token',
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('visitors are asked to log in to follow and see no message button', async () => {
    renderProject({});
    const sidebar = await screen.findByRole('complementary', { name: 'Funding summary' });
    expect(await within(sidebar).findByText('3 followers')).toBeVisible();
    expect(within(sidebar).getByRole('link', { name: 'Log in to follow' })).toBeVisible();
    expect(within(sidebar).queryByRole('button', { name: 'Message the founder' })).toBeNull();
  });

  it('the message dialog gives focus back to its button on Close and keeps the draft', async () => {
    renderProject({}, { user: testUser() });
    const sidebar = await screen.findByRole('complementary', { name: 'Funding summary' });
    const opener = within(sidebar).getByRole('button', { name: 'Message the founder' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Message Casey Creator' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Draft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // (jsdom runs no exit animation, so the closed dialog stays in the DOM, marked closed.)
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener);
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('textbox', { name: 'Message' })).toHaveValue('Draft');
  });

  it("an investor's message shows the server's 403 when they neither follow nor invested", async () => {
    const requests = recordRequests();
    server.use(
      http.post('*/api/messages', () =>
        HttpResponse.json(
          {
            error: {
              code: 'forbidden',
              message: 'Follow or invest in this project to message its founder.',
            },
          },
          { status: 403 },
        ),
      ),
    );
    renderProject({}, { user: testUser() });
    const sidebar = await screen.findByRole('complementary', { name: 'Funding summary' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Message the founder' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello there');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Follow or invest in this project to message its founder.'),
    ).toBeVisible();
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.json()).toEqual({ projectId: makeDetail().id, text: 'Hello there' });
  });
});
