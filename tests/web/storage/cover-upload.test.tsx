/**
 * The cover upload (docs/storage.md#in-the-product): an oversized image is refused before
 * sending, a server refusal is shown in words, and an accepted upload becomes the cover
 * as a URL in the project's own folder.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CoverField } from '../../../web/features/creator-projects/cover-field';
import { pathsOf, recordRequests, server } from '../msw';
import { renderRoutes } from '../render';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function renderCover(onChange: (value: string) => void) {
  renderRoutes(
    [
      {
        path: '/creator/projects/:id/edit',
        element: <CoverField value="/images/covers/default.svg" onChange={onChange} />,
      },
    ],
    '/creator/projects/p1/edit',
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByTestId('cover-file-input'), { target: { files: [file] } });
}

const png = (bytes: number) => {
  const body = new Uint8Array(bytes);
  body.set(PNG_SIGNATURE);
  return new File([body], 'cover.png', { type: 'image/png' });
};

describe('CoverField upload', () => {
  it('refuses an image over 5 MB without sending it', async () => {
    const requests = recordRequests();
    renderCover(() => undefined);
    choose(png(6 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is 6 MB; the limit is 5 MB.',
    );
    expect(pathsOf(requests).filter((path) => path.includes('/storage/v1'))).toEqual([]);
  });

  it("words the server's refusal (hosted storage's 400 with statusCode 413)", async () => {
    server.use(
      http.post('*/storage/v1/object/project-images/*', () =>
        HttpResponse.json(
          {
            statusCode: '413',
            error: 'Payload too large',
            message: 'The object exceeded the maximum allowed size',
          },
          { status: 400 },
        ),
      ),
    );
    const onChange = vi.fn();
    renderCover(onChange);
    choose(png(64));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That image is too large: the limit is 5 MB.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it("sets the cover to the upload's public URL in the project's folder", async () => {
    server.use(
      http.post('*/storage/v1/object/project-images/*', ({ request }) => {
        const key = new URL(request.url).pathname.replace('/storage/v1/object/', '');
        return HttpResponse.json({ Id: 'o1', Key: key });
      }),
    );
    const onChange = vi.fn();
    renderCover(onChange);
    choose(png(64));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]).toMatch(
      /^\/storage\/v1\/object\/public\/project-images\/p1\/[\w-]+\.png$/,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
