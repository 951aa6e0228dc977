import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CreatorProjectPage } from '../../../web/pages/creator-projects/creator-project-page';
import { EditProjectPage } from '../../../web/pages/creator-projects/edit-project-page';
import { clearToasts, renderRoutesWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';
import { PROJECT_PATH, stubProjectApi } from './stub-project-api';

afterEach(() => clearToasts());

const creator = testUser({ id: 'creator-1', role: 'creator', email: 'creator@example.com' });
const routes = [
  { path: '/creator/projects/:id', element: <CreatorProjectPage /> },
  { path: '/creator/projects/:id/edit', element: <EditProjectPage /> },
];

describe('creator project pages', () => {
  it('publishes a draft and shows it in review', async () => {
    let project = managedProject();
    const requests = stubProjectApi((url, request) => {
      if (url === `${PROJECT_PATH}/submit` && request.method === 'POST') {
        project = { ...project, status: 'in_review', version: 2 };
        return HttpResponse.json({ project });
      }
      if (url === PROJECT_PATH) return HttpResponse.json({ project });
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', {
      user: creator,
      token: 'creator-token',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(/Our team is reviewing your project/)).toBeInTheDocument();
    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    const submit = requests.find((r) => new URL(r.url).pathname === `${PROJECT_PATH}/submit`);
    expect(submit?.headers.get('Authorization')).toBe('Bearer creator-token');
    // The answer to Publish is the page's new data: the project is not fetched again.
    expect(requests.filter((r) => new URL(r.url).pathname === PROJECT_PATH)).toHaveLength(1);
  });

  it('explains a refused publish in the toast', async () => {
    stubProjectApi((url, request) => {
      if (url === `${PROJECT_PATH}/submit` && request.method === 'POST') {
        return HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the highlighted fields.',
              details: {
                endDate:
                  'The end date has passed. Edit the project to choose a new one, then publish it.',
              },
            },
          },
          { status: 422 },
        );
      }
      if (url === PROJECT_PATH) return HttpResponse.json({ project: managedProject() });
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', { user: creator });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(/The end date has passed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it("says 'Project not found.' for a project that is not the caller's", async () => {
    stubProjectApi(() => undefined);
    renderRoutesWithSession(routes, '/creator/projects/someone-elses', { user: creator });
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
  });

  it('saves an edit with the version it was based on, and shows a conflict', async () => {
    const project = managedProject({
      status: 'changes_requested',
      reviewNote: 'Add pricing.',
      version: 3,
    });
    const requests = stubProjectApi((url, request) => {
      if (url === PROJECT_PATH && request.method === 'PATCH') {
        return HttpResponse.json(
          {
            error: {
              code: 'conflict',
              message:
                'This project was changed since you opened it. Reload it to see the latest version.',
            },
          },
          { status: 409 },
        );
      }
      if (url === PROJECT_PATH) return HttpResponse.json({ project });
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens/edit', { user: creator });
    const tagline = await screen.findByLabelText(/^tagline/i);
    expect(tagline).toHaveValue(project.tagline);
    expect(screen.getByText('Add pricing.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^end date/i)).toHaveValue('2027-03-01');
    fireEvent.change(tagline, { target: { value: 'A sharper tagline' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/changed since you opened it/)).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(await patch?.json()).toMatchObject({
      tagline: 'A sharper tagline',
      version: 3,
      fundingGoal: 150_000,
    });
  });

  it('does not offer the form for a project in review', async () => {
    stubProjectApi((url) =>
      url === PROJECT_PATH
        ? HttpResponse.json({ project: managedProject({ status: 'in_review' }) })
        : undefined,
    );
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens/edit', { user: creator });
    expect(
      await screen.findByText('Only a draft or a project with changes requested can be edited.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument(),
    );
  });
});
