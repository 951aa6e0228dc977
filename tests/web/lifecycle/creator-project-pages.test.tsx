import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreatorProjectPage } from '../../../web/pages/creator-projects/creator-project-page';
import { EditProjectPage } from '../../../web/pages/creator-projects/edit-project-page';
import { clearToasts, renderRoutesWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const creator = testUser({ id: 'creator-1', role: 'creator', email: 'creator@example.com' });
const routes = [
  { path: '/creator/projects/:id', element: <CreatorProjectPage /> },
  { path: '/creator/projects/:id/edit', element: <EditProjectPage /> },
];
const PATH = '/api/creator/projects/p-ledger-lens';

function stubApi(handler: (url: string, init?: RequestInit) => Response | undefined) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    return (
      handler(url, init) ??
      Response.json(
        { error: { code: 'not_found', message: 'Project not found.' } },
        { status: 404 },
      )
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('creator project pages', () => {
  it('publishes a draft and shows it in review', async () => {
    let project = managedProject();
    const fetchMock = stubApi((url, init) => {
      if (url === `${PATH}/submit` && init?.method === 'POST') {
        project = { ...project, status: 'in_review', version: 2 };
        return Response.json({ project });
      }
      if (url === PATH) return Response.json({ project });
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', {
      user: creator,
      token: 'creator-token',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Our team is reviewing your project/)).toBeInTheDocument();
    expect(await screen.findByText('Submitted for review')).toBeInTheDocument();
    const submit = fetchMock.mock.calls.find(([url]) => url === `${PATH}/submit`);
    expect(new Headers(submit?.[1]?.headers).get('Authorization')).toBe('Bearer creator-token');
  });

  it('explains a refused publish in the toast', async () => {
    stubApi((url, init) => {
      if (url === `${PATH}/submit` && init?.method === 'POST') {
        return Response.json(
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
      if (url === PATH) return Response.json({ project: managedProject() });
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', { user: creator });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/The end date has passed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it("says 'Project not found.' for a project that is not the caller's", async () => {
    stubApi(() => undefined);
    renderRoutesWithSession(routes, '/creator/projects/someone-elses', { user: creator });
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
  });

  it('saves an edit with the version it was based on, and shows a conflict', async () => {
    const project = managedProject({
      status: 'changes_requested',
      reviewNote: 'Add pricing.',
      version: 3,
    });
    const fetchMock = stubApi((url, init) => {
      if (url === PATH && init?.method === 'PATCH') {
        return Response.json(
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
      if (url === PATH) return Response.json({ project });
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
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      tagline: 'A sharper tagline',
      version: 3,
      fundingGoal: 150_000,
    });
  });

  it('does not offer the form for a project in review', async () => {
    stubApi((url) =>
      url === PATH
        ? Response.json({ project: managedProject({ status: 'in_review' }) })
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
