import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AccessibilityPage } from '../../../web/pages/public/document-pages';
import { Footer } from '../../../web/features/layout/footer';
import { seriousAxeViolations } from './axe';
import { renderRoutesWithSession } from '../session-test-utils';

describe('/accessibility', () => {
  it('states the WCAG 2.2 AA target, how it is tested, known gaps and how to report a barrier', async () => {
    const { container } = renderRoutesWithSession(
      [{ path: '/accessibility', element: <AccessibilityPage /> }],
      '/accessibility',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    for (const heading of ['Our target', 'How we test', 'Known gaps', 'Report a barrier']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/axe-core/)).toBeInTheDocument();
    expect(screen.getByText(/keyboard alone/)).toBeInTheDocument();
    expect(screen.getByText(/360 pixels/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('is linked from the footer', () => {
    renderRoutesWithSession([{ path: '/', element: <Footer /> }], '/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  });
});
