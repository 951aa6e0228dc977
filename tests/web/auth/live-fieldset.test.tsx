import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { system } from '../../../web/theme/system';
import { LiveFieldset } from '../../../web/features/auth/live-fieldset';

function Form() {
  return (
    <ChakraProvider value={system}>
      <form aria-label="Log in">
        <LiveFieldset>
          <input aria-label="Email" />
          <button type="submit">Log in</button>
          <a href="/forgot-password">Forgot password</a>
        </LiveFieldset>
      </form>
    </ChakraProvider>
  );
}

describe('LiveFieldset (a prerendered sign-in form)', () => {
  it('is disabled in the prerendered HTML and enabled once the app has hydrated it', async () => {
    const html = renderToString(<Form />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // Before the app owns the form nothing can be typed or sent; the link still works.
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href');

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    container.remove();
  });
});
