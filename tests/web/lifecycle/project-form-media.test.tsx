/**
 * The project form's team rows, gallery uploads and video link: each checked by the
 * shared schema before sending, errors cleared as the creator fixes them.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_VALUES, type FormValues } from '../../../web/features/creator-projects/form-values';
import { ProjectForm } from '../../../web/features/creator-projects/project-form';
import { renderRoutes, renderWithProviders } from '../render';

const upload = vi.fn();
// Storage answers as the test says; auth has no session (the app's providers ask).
vi.mock('../../../web/lib/supabase', () => ({
  authStateInBrowser: () => false,
  loadSupabase: async () => ({
    storage: { from: () => ({ upload }) },
    auth: {
      getSession: async () => ({ data: { session: null }, error: null }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
    },
  }),
}));

afterEach(() => {
  upload.mockReset();
});

const NOW = () => new Date('2026-11-21T12:00:00Z');
const VALID: FormValues = {
  ...EMPTY_VALUES,
  title: 'Ledger Lens',
  tagline: 'Bookkeeping that reads your bank feed',
  description: 'Ledger Lens reconciles SaaS revenue with the bank feed every night.',
  category: 'Finance',
  fundingGoal: '150000',
  equity: '8.5',
  minimumInvestment: '1000',
  endDate: '2027-03-01',
};
const stored = (name: string) => `/storage/v1/object/public/project-images/p1/${name}.png`;

function renderNew(onSubmit = vi.fn(async (_body: Record<string, unknown>) => {})) {
  renderWithProviders(
    <ProjectForm initialValues={VALID} submitLabel="Save draft" onSubmit={onSubmit} now={NOW} />,
  );
  return onSubmit;
}

function renderEdit(
  initialValues: FormValues,
  onSubmit = vi.fn(async (_body: Record<string, unknown>) => {}),
) {
  renderRoutes(
    [
      {
        path: '/creator/projects/:id/edit',
        element: (
          <ProjectForm
            initialValues={initialValues}
            submitLabel="Save changes"
            onSubmit={onSubmit}
            now={NOW}
          />
        ),
      },
    ],
    '/creator/projects/p1/edit',
  );
  return onSubmit;
}

const save = (name = 'Save draft') => userEvent.click(screen.getByRole('button', { name }));

describe('ProjectForm: team members', () => {
  it('adds members, words a missing name and role, clears each error as it is fixed', async () => {
    const onSubmit = renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Add a team member' }));
    const member = screen.getByRole('group', { name: 'Team member 1' });
    await save();
    expect(await within(member).findByText("Enter the team member's name.")).toBeVisible();
    expect(within(member).getByText("Enter the team member's role.")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(within(member).getByLabelText(/^name/i), { target: { value: 'Ana Ruiz' } });
    expect(within(member).queryByText("Enter the team member's name.")).toBeNull();
    expect(within(member).getByText("Enter the team member's role.")).toBeVisible();
    fireEvent.change(within(member).getByLabelText(/^role/i), { target: { value: 'CEO' } });
    fireEvent.change(within(member).getByLabelText(/^bio/i), { target: { value: 'Ex-CFO.' } });
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      team: [{ name: 'Ana Ruiz', role: 'CEO', bio: 'Ex-CFO.' }],
    });
  });

  it('removes a member (and the errors of the rows that moved)', async () => {
    const onSubmit = renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Add a team member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a team member' }));
    const second = screen.getByRole('group', { name: 'Team member 2' });
    fireEvent.change(within(second).getByLabelText(/^name/i), { target: { value: 'Ben Ode' } });
    fireEvent.change(within(second).getByLabelText(/^role/i), { target: { value: 'CTO' } });
    await save();
    expect(await screen.findByText("Enter the team member's name.")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove team member 1' }));
    expect(screen.queryByText("Enter the team member's name.")).toBeNull();
    expect(screen.queryByRole('group', { name: 'Team member 2' })).toBeNull();
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Ben Ode');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      team: [{ name: 'Ben Ode', role: 'CTO', bio: '' }],
    });
  });
});

describe('ProjectForm: video link', () => {
  it('refuses a link to another site and sends a YouTube link', async () => {
    const onSubmit = renderNew();
    fireEvent.change(screen.getByLabelText(/^video link/i), {
      target: { value: 'https://example.com/demo' },
    });
    await save();
    expect(
      await screen.findByText('Enter a YouTube or Vimeo link starting with https://.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^video link/i)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText(/^video link/i), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(screen.queryByText(/YouTube or Vimeo link starting/)).toBeNull();
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
  });

  it('asks where and when the company was incorporated, refuses a future year, sends both', async () => {
    const onSubmit = renderNew();
    fireEvent.change(screen.getByLabelText(/^state of incorporation/i), {
      target: { value: 'Delaware' },
    });
    fireEvent.change(screen.getByLabelText(/^year of incorporation/i), {
      target: { value: '2027' },
    });
    await save();
    expect(await screen.findByText('Enter the year of incorporation, 1800 to 2026.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^year of incorporation/i), {
      target: { value: '2021' },
    });
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      incorporationState: 'Delaware',
      incorporationYear: '2021',
    });
  });
});

describe('ProjectForm: gallery', () => {
  it('uploads an image to the project folder, shows it, sends it and can remove it', async () => {
    upload.mockResolvedValue({ data: { path: 'p1/shot.png' }, error: null });
    const onSubmit = renderEdit(VALID);
    const file = new File(['png'], 'shot.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('gallery-file-input'), { target: { files: [file] } });
    expect(await screen.findByAltText('Gallery image 1 of 1')).toHaveAttribute(
      'src',
      stored('shot'),
    );
    expect(upload).toHaveBeenCalledWith(expect.stringMatching(/^p1\/[^/]+\.png$/), file, {
      contentType: 'image/png',
    });
    await save('Save changes');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ gallery: [stored('shot')] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByAltText('Gallery image 1 of 1')).toBeNull();
  });

  it('refuses a GIF before uploading and says when the server refuses', async () => {
    upload.mockResolvedValue({ data: null, error: { statusCode: '413', message: 'too large' } });
    renderEdit(VALID);
    fireEvent.change(screen.getByTestId('gallery-file-input'), {
      target: { files: [new File(['GIF8'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP file.');
    expect(upload).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('gallery-file-input'), {
      target: { files: [new File(['png'], 'b.png', { type: 'image/png' })] },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('That image is too large'),
    );
  });

  it('stops at six images and asks to save a new draft first', async () => {
    renderEdit({ ...VALID, gallery: ['a', 'b', 'c', 'd', 'e', 'f'].map(stored) });
    expect(screen.getByRole('button', { name: 'Add a gallery image' })).toBeDisabled();
    expect(screen.getByText(/The gallery is full \(6 images\)/)).toBeVisible();
  });

  it('offers no upload before the draft exists', () => {
    renderNew();
    expect(screen.getByText(/Save the draft to add gallery images/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a gallery image' })).toBeNull();
  });
});
