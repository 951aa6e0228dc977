import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CreatorProjectPage } from '../../../web/pages/creator-projects/creator-project-page';
import { clearToasts, renderRoutesWithSession, testUser } from '../session-test-utils';
import { seriousAxeViolations } from '../public/axe';
import { managedProject } from './fixtures';
import { PROJECT_PATH, stubProjectApi } from './stub-project-api';

afterEach(() => clearToasts());

const creator = testUser({ id: 'creator-1', role: 'creator', email: 'creator@example.com' });
const routes = [
  { path: '/creator', element: <h1>Creator Dashboard</h1> },
  { path: '/creator/projects/:id', element: <CreatorProjectPage /> },
];

const sent = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

describe('withdraw and delete on the creator project page', () => {
  it('withdraws a project in review after confirmation: a draft again, in place', async () => {
    let project = managedProject({ status: 'in_review', version: 2 });
    const requests = stubProjectApi((url, request) => {
      if (url === `${PROJECT_PATH}/withdraw` && request.method === 'POST') {
        project = { ...project, status: 'draft', version: 3 };
        return HttpResponse.json({ project });
      }
      if (url === PROJECT_PATH && request.method === 'GET') return HttpResponse.json({ project });
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', {
      user: creator,
      token: 'creator-token',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Withdraw Ledger Lens from review?',
    });
    expect(dialog).toHaveTextContent(/becomes a draft again/);
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    // Cancel first: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(requests, 'POST', `${PROJECT_PATH}/withdraw`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw from review' }));
    expect(await screen.findByText('Withdrawn from review')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    const [withdraw] = sent(requests, 'POST', `${PROJECT_PATH}/withdraw`);
    expect(withdraw?.headers.get('Authorization')).toBe('Bearer creator-token');
    // The answer is the page's new data: the project is not fetched again.
    expect(sent(requests, 'GET', PROJECT_PATH)).toHaveLength(1);
  });

  it('deletes a draft after confirmation and goes back to the dashboard with a toast', async () => {
    const requests = stubProjectApi((url, request) => {
      if (url === PROJECT_PATH && request.method === 'DELETE') {
        return HttpResponse.json({ deleted: { id: 'p-ledger-lens' } });
      }
      if (url === PROJECT_PATH) return HttpResponse.json({ project: managedProject() });
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', { user: creator });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Ledger Lens?' });
    expect(dialog).toHaveTextContent(/for good/);
    expect(dialog).toHaveTextContent(/cannot be undone/);
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Project deleted')).toBeInTheDocument();
    expect(screen.getByText('Ledger Lens was deleted.')).toBeInTheDocument();
    expect(sent(requests, 'DELETE', PROJECT_PATH)).toHaveLength(1);
  });

  it('offers Delete on a rejected project and stays put with the reason when refused', async () => {
    stubProjectApi((url, request) => {
      if (url === PROJECT_PATH && request.method === 'DELETE') {
        return HttpResponse.json(
          {
            error: {
              code: 'invalid_transition',
              message: 'Only a draft or a rejected project can be deleted.',
            },
          },
          { status: 409 },
        );
      }
      if (url === PROJECT_PATH) {
        return HttpResponse.json({
          project: managedProject({ status: 'rejected', reviewNote: 'Not a SaaS business.' }),
        });
      }
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', { user: creator });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/reviewer’s reason/);
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(
      await screen.findByText('Only a draft or a rejected project can be deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ledger Lens' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Creator Dashboard' })).not.toBeInTheDocument();
  });
});
