import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PostUpdateForm } from '../../../web/features/conversations/project/post-update-form';
import { recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderWithSession, testUser } from '../session-test-utils';

const creator = testUser({ role: 'creator' });

describe('Post an update', () => {
  it('posts the title and content and says how many were notified', async () => {
    const requests = recordRequests();
    server.use(
      http.post('*/api/creator/projects/p-1/updates', () =>
        HttpResponse.json(
          {
            update: { id: 'u', title: 'T', content: 'C', date: '2026-11-20T00:00:00Z' },
            notified: 3,
          },
          { status: 201 },
        ),
      ),
    );
    const { container } = renderWithSession(<PostUpdateForm projectId="p-1" slug="codecanvas" />, {
      user: creator,
    });
    const form = screen.getByRole('form', { name: 'Post an update' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Series A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Update' }), 'We closed the round.');
    await userEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText('Update posted. 3 people were notified.')).toBeVisible();
    expect(await requests[0]!.json()).toEqual({
      title: 'Series A',
      content: 'We closed the round.',
    });
    expect(form).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    server.use(
      http.post('*/api/creator/projects/p-1/updates', () =>
        HttpResponse.json(
          {
            error: {
              code: 'project_closed',
              message: 'Updates can be posted to live or funded projects only.',
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderWithSession(<PostUpdateForm projectId="p-1" slug="codecanvas" />, { user: creator });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Hello');
    await userEvent.type(screen.getByRole('textbox', { name: 'Update' }), 'Some content here');
    await userEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(
      await screen.findByText('Updates can be posted to live or funded projects only.'),
    ).toBeVisible();
  });
});

describe('Post an update with metrics, for backers only', () => {
  it('sends the metrics in whole units and the audience', async () => {
    const requests = recordRequests();
    server.use(
      http.post('*/api/creator/projects/p-2/updates', () =>
        HttpResponse.json(
          {
            update: {
              id: 'u',
              title: 'T',
              content: 'C',
              date: '2026-11-20T00:00:00Z',
              audience: 'backers',
              locked: false,
            },
            notified: 1,
          },
          { status: 201 },
        ),
      ),
    );
    renderWithSession(<PostUpdateForm projectId="p-2" slug="codecanvas" />, { user: creator });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'October numbers');
    await userEvent.type(screen.getByRole('textbox', { name: 'Update' }), 'A good month for us.');
    await userEvent.type(screen.getByRole('textbox', { name: 'MRR ($ / month)' }), '12,500.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Churn (% / month)' }), '2.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Runway (months)' }), '18');
    expect(screen.getByText(/^Monthly recurring revenue/)).toBeVisible();
    await userEvent.click(screen.getByText(/For backers only/));
    await userEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText('Update posted. 1 person was notified.')).toBeVisible();
    expect(await requests[0]!.json()).toEqual({
      title: 'October numbers',
      content: 'A good month for us.',
      metrics: { mrrCents: 1_250_050, churnBasisPoints: 250, runwayMonths: 18 },
      audience: 'backers',
    });
  });

  it('names the metric a founder mistyped and sends nothing', async () => {
    const requests = recordRequests();
    renderWithSession(<PostUpdateForm projectId="p-3" slug="codecanvas" />, { user: creator });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Numbers');
    await userEvent.type(screen.getByRole('textbox', { name: 'Update' }), 'Some numbers here.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Customers' }), 'many');
    await userEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText('Customers: enter a whole number, like 42.')).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
