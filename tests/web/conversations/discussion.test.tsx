import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DiscussionResponse } from '../../../shared/conversations/api';
import { ProjectDetailPage } from '../../../web/pages/public/project-detail-page';
import { apiTable, recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { makeDetail } from '../public/fixtures';
import { renderRoutesWithSession, testUser, type SessionOptions } from '../session-test-utils';
import { FOUNDER_ID, makePost, makeQuestion } from './fixtures';

const DISCUSSION: DiscussionResponse = {
  questions: [
    makeQuestion({
      id: 'q-2',
      text: 'Line one\nLine two <script>alert(1)</script>',
      compensatedPromoter: true,
      authorName: 'Pat Promoter',
      answers: [
        makePost({ id: 'a-1', authorName: 'Ada Park', isFounder: true, text: 'Over 100.' }),
      ],
    }),
    makeQuestion({ id: 'q-1', removed: true, text: null, authorName: 'Sam Spam' }),
  ],
  nextCursor: null,
  questionCount: 2,
  followerCount: 3,
};

function renderDiscussion(session: SessionOptions = {}) {
  server.use(
    apiTable({
      '/api/projects/codecanvas': { project: makeDetail({ creatorId: FOUNDER_ID }) },
      '/api/projects/codecanvas/discussion': DISCUSSION,
      '/api/projects/codecanvas/follow': { followerCount: 3, following: false },
    }),
  );
  const view = renderRoutesWithSession(
    [{ path: '/project/:slug', element: <ProjectDetailPage /> }],
    '/project/codecanvas',
    session,
  );
  return view;
}

async function openDiscussion() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Discussion' }));
  await screen.findByRole('heading', { name: '2 questions' });
  return user;
}

describe('Discussion tab', () => {
  it('lets visitors read the thread, with the sign-in prompt instead of a form', async () => {
    const { container } = renderDiscussion();
    await openDiscussion();
    expect(screen.getByText('Sign in to join the discussion and ask the founders a question.'));
    expect(screen.queryByRole('form', { name: 'Ask a question' })).toBeNull();
    // The thread's questions (the Updates panel, hidden, holds a list of its own).
    const thread = screen.getByRole('tabpanel', { name: 'Discussion' });
    const [first, second] = [...thread.querySelectorAll('ol > li')] as HTMLElement[];
    expect(within(first!).getByText('Paid promoter')).toBeVisible();
    expect(within(first!).getByText('Founder')).toBeVisible();
    expect(within(first!).getByText('Over 100.')).toBeVisible();
    // Text, never HTML: the script tag is visible characters and there is a line break.
    expect(first!.querySelector('script')).toBeNull();
    expect(within(first!).getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    expect(first!.querySelector('br')).not.toBeNull();
    expect(within(second!).getByText('Removed by moderation')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('a signed-in user asks, declaring compensation; the server refusal (429) is shown', async () => {
    const requests = recordRequests();
    let calls = 0;
    server.use(
      http.post('*/api/projects/codecanvas/questions', () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(
            { error: { code: 'rate_limited', message: 'You have posted 10 posts in 10 minutes.' } },
            { status: 429 },
          );
        }
        return HttpResponse.json({ post: makePost() }, { status: 201 });
      }),
    );
    const { container } = renderDiscussion({ user: testUser() });
    const user = await openDiscussion();
    const form = screen.getByRole('form', { name: 'Ask a question' });
    await user.type(within(form).getByRole('textbox', { name: 'Your question' }), 'Is it SOC 2?');
    expect(within(form).getByText('12 / 2000 characters')).toBeVisible();
    await user.click(
      within(form).getByRole('checkbox', { name: 'I am compensated for promoting this offering' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Ask a question' }));
    expect(await within(form).findByText('You have posted 10 posts in 10 minutes.')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Ask a question' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Your question' })).toHaveValue(''),
    );
    const posted = requests.filter((r) => r.method === 'POST');
    expect(await posted[1]!.json()).toEqual({ text: 'Is it SOC 2?', compensatedPromoter: true });
    expect(posted[1]!.headers.get('Authorization')).toBe('Bearer test-access-token');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('the founder answers a question', async () => {
    const requests = recordRequests();
    server.use(
      http.post('*/api/questions/q-2/answers', () =>
        HttpResponse.json({ post: makePost({ isFounder: true }) }, { status: 201 }),
      ),
    );
    renderDiscussion({ user: testUser({ id: FOUNDER_ID, role: 'creator' }) });
    const user = await openDiscussion();
    // One Answer per visible question; none on the removed one.
    const answers = screen.getAllByRole('button', { name: 'Answer' });
    expect(answers).toHaveLength(1);
    await user.click(answers[0]!);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Yes, since May.');
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull());
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.json()).toEqual({ text: 'Yes, since May.' });
  });

  it('an admin hides a post with a reason', async () => {
    const requests = recordRequests();
    server.use(http.post('*/api/posts/a-1/hide', () => HttpResponse.json({ ok: true })));
    renderDiscussion({ user: testUser({ role: 'admin' }) });
    const user = await openDiscussion();
    // The Hide buttons are disabled until the dialog's code has loaded.
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: 'Hide' }).filter((b) => !b.hasAttribute('disabled')),
      ).toHaveLength(2),
    );
    const hides = screen.getAllByRole('button', { name: 'Hide' });
    expect(hides).toHaveLength(2);
    await user.click(hides[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Hide this post' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam link');
    await user.click(within(dialog).getByRole('button', { name: 'Hide post' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(new URL(post!.url).pathname).toBe('/api/posts/a-1/hide');
    expect(await post!.json()).toEqual({ reason: 'Spam link' });
  });
});

describe('Discussion paging', () => {
  it('loads older questions with the cursor under the ones shown', async () => {
    const older: DiscussionResponse = {
      ...DISCUSSION,
      questions: [makeQuestion({ id: 'q-0', text: 'The oldest question', authorName: 'Olga' })],
      nextCursor: null,
    };
    server.use(
      http.get('*/api/projects/codecanvas/discussion', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('cursor') === 'c-2'
            ? older
            : { ...DISCUSSION, questionCount: 3, nextCursor: 'c-2' },
        ),
      ),
      // After the handler above: this one answers every other /api path.
      apiTable({
        '/api/projects/codecanvas': { project: makeDetail({ creatorId: FOUNDER_ID }) },
        '/api/projects/codecanvas/follow': { followerCount: 3, following: false },
      }),
    );
    const { container } = renderRoutesWithSession(
      [{ path: '/project/:slug', element: <ProjectDetailPage /> }],
      '/project/codecanvas?tab=discussion',
    );
    // The link's ?tab= opens the Discussion tab at once.
    // The project, then its discussion, load first: room for a loaded machine.
    await screen.findByRole('heading', { name: '3 questions' }, { timeout: 5000 });
    expect(screen.queryByText('The oldest question')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more questions' }));
    expect(await screen.findByText('The oldest question')).toBeVisible();
    const thread = screen.getByRole('tabpanel', { name: 'Discussion' });
    expect(thread.querySelectorAll('ol > li')).toHaveLength(3);
    expect(container.querySelector('#question-q-0')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more questions' })).toBeNull();
  });
});
