import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../../web/theme/system';
import { Toaster, toaster } from '../../../web/components/ui/toaster';
import type * as ToasterViewModule from '../../../web/components/ui/toaster-view';
import { clearToasts } from '../session-test-utils';

// The toasts' chunk: its first download fails as Safari reports it, the next works. (The
// export throws, which rejects the lazy import as a failed download does.)
const viewDownloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../web/components/ui/toaster-view', async (importOriginal) => {
  const actual = await importOriginal<typeof ToasterViewModule>();
  return {
    get default() {
      viewDownloads.count += 1;
      if (viewDownloads.count === 1) throw new TypeError('Importing a module script failed.');
      return actual.default;
    },
  };
});

afterEach(() => clearToasts());

describe('the toaster, when its code could not be downloaded', () => {
  it('says nothing on the page, and downloads it again for the next toast', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => {
      toaster.create({ title: 'Project submitted for review', type: 'success' });
    });
    await vi.waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'Could not show the notifications:',
        expect.any(TypeError),
        expect.any(String),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    act(() => {
      toaster.create({ title: 'Changes saved', type: 'success' });
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(screen.getByText('Project submitted for review')).toBeInTheDocument();
    expect(viewDownloads.count).toBe(2);
  });
});
