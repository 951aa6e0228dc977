/**
 * The upload fields refuse what the bucket would refuse before sending anything, with
 * the rule in words; the cover upload appears only once the draft exists.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvatarUpload } from '../../../web/features/account/avatar-upload';
import { CoverField } from '../../../web/features/creator-projects/cover-field';
import { pathsOf, recordRequests } from '../msw';
import { renderRoutes, renderWithProviders } from '../render';

/** Requests that reached the storage API (none may: the refusals happen in the browser). */
function storageCalls(requests: readonly Request[]) {
  return pathsOf(requests).filter((path) => path.includes('/storage/v1'));
}

function choose(testId: string, file: File) {
  fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });
}

describe('AvatarUpload', () => {
  it('refuses a wrong type and an oversized image without calling the server', async () => {
    const requests = recordRequests();
    renderWithProviders(<AvatarUpload userId="u1" avatarUrl={null} initial="J" />);
    expect(screen.getByText('PNG, JPEG, WebP or GIF, up to 2 MB.')).toBeInTheDocument();
    choose('avatar-file-input', new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a PNG, JPEG, WebP or GIF file.',
    );
    choose(
      'avatar-file-input',
      new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is 3 MB; the limit is 2 MB.',
    );
    expect(storageCalls(requests)).toEqual([]);
  });
});

describe('CoverField', () => {
  it('offers the upload on an existing project and refuses a GIF there', async () => {
    const requests = recordRequests();
    renderRoutes(
      [
        {
          path: '/creator/projects/:id/edit',
          element: <CoverField value="/images/covers/default.svg" onChange={() => undefined} />,
        },
      ],
      '/creator/projects/p1/edit',
    );
    expect(await screen.findByRole('button', { name: 'Upload a cover image' })).toBeVisible();
    choose('cover-file-input', new File(['GIF8'], 'c.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP file.');
    expect(storageCalls(requests)).toEqual([]);
  });

  it('asks to save the draft first on a new project', async () => {
    renderRoutes(
      [
        {
          path: '/creator/projects/new',
          element: <CoverField value="" onChange={() => undefined} />,
        },
      ],
      '/creator/projects/new',
    );
    expect(await screen.findByText(/Save the draft to upload your own cover/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload a cover image' })).toBeNull();
  });
});
