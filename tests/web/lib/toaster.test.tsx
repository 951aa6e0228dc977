import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../../web/theme/system';
import { Toaster, toaster } from '../../../web/components/ui/toaster';
import { clearToasts } from '../session-test-utils';

function renderToaster() {
  return render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
}

afterEach(() => clearToasts());

describe('the app toaster', () => {
  it('renders nothing (and loads no toast code) until something is said', async () => {
    renderToaster();
    // Long enough for the view's code to have arrived and drawn its (empty) toast region.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
  });

  it('shows the first toast once its code has arrived', async () => {
    renderToaster();
    act(() => {
      toaster.create({ title: 'Project submitted for review', type: 'success' });
    });
    expect(await screen.findByText('Project submitted for review')).toBeInTheDocument();
  });

  it('shows a toast created before it was on the page', async () => {
    toaster.create({ title: 'Signed out', type: 'info' });
    renderToaster();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });
});
