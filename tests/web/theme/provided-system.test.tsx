import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { AppProviders } from '../../../web/app/providers';
import { system } from '../../../web/theme/system';
import { providedSystem } from '../../../web/theme/provided-system';

/** Style elements emotion holds Chakra's global CSS in, by the text that marks it. */
function globalCssElements(): Element[] {
  return [...document.querySelectorAll('style')].filter((style) =>
    (style.textContent ?? '').includes('--chakra-colors-blue-600'),
  );
}

/** What a page the build wrote carries in its head (scripts/prerender.ts). */
function bringGlobalStyles(): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute('data-emotion', 'css-global 1x2y3z');
  style.textContent = ':where(html){--chakra-colors-blue-600:#2563eb}';
  document.head.append(style);
  return style;
}

afterEach(() => {
  // Unmounted first: emotion removes the elements it inserted itself.
  cleanup();
  for (const style of document.head.querySelectorAll('style[data-emotion^="css-global "]'))
    style.remove();
});

describe('the Chakra system the app provides', () => {
  it('is the system itself where the page brought no global CSS (dev server, tests)', () => {
    expect(providedSystem(system, document)).toBe(system);
    expect(providedSystem(system, undefined)).toBe(system);
  });

  it('renders the global CSS where the page brought none', () => {
    render(
      <AppProviders>
        <Button>Invest</Button>
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Invest' })).toBeInTheDocument();
    expect(globalCssElements()).toHaveLength(1);
  });

  it('renders none of its own where the page brought it, and styles components as before', () => {
    const brought = bringGlobalStyles();
    const provided = providedSystem(system, document);
    expect(provided._global).toEqual([]);
    expect(provided.token('colors.blue.600')).toBe(system.token('colors.blue.600'));
    expect(provided.getRecipeFn('button')).toBe(system.getRecipeFn('button'));
    render(
      <AppProviders>
        <Button>Invest</Button>
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Invest' }).className).toMatch(/css-/);
    expect(globalCssElements()).toEqual([brought]);
  });
});
