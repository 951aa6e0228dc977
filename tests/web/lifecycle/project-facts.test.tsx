import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ProjectFacts } from '../../../web/components/project-facts';
import { renderView } from '../dashboard/render-view';
import { managedProject } from './fixtures';

describe('ProjectFacts', () => {
  // Found at 360 px on the creator's project page and the review queue: the list's labels
  // were at least 120 px, so "Minimum investment", wider, pushed its value out of line.
  it('gives every label one width that holds the longest, so the values line up', () => {
    renderView(<ProjectFacts project={managedProject()} />);
    const labels = ['Category', 'Minimum investment', 'Created'].map((label) =>
      getComputedStyle(screen.getByText(label)),
    );
    for (const label of labels) {
      expect(label.width).toBe('152px'); // 9.5rem
      expect(label.flexShrink).toBe('0');
    }
  });

  // Found at 360 px: the whole address broke mid-word in its narrow column
  // ("https://fitsy" / "nc.io"). People read a website by its host.
  it('shows the website as its host, linking to the full address, cut with an ellipsis', () => {
    renderView(
      <ProjectFacts
        project={managedProject({ website: 'https://fitsync.io/pricing?plan=team' })}
      />,
    );
    const link = screen.getByRole('link', { name: 'fitsync.io' });
    expect(link).toHaveAttribute('href', 'https://fitsync.io/pricing?plan=team');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const style = getComputedStyle(link);
    expect(style.textOverflow).toBe('ellipsis');
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.overflow).toBe('hidden');
    expect(screen.queryByText(/https:/)).not.toBeInTheDocument();
  });

  it('links no website that is not http(s), and says when there is none', () => {
    const { unmount } = renderView(
      <ProjectFacts project={managedProject({ website: 'javascript:alert(1)' })} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    unmount();
    renderView(<ProjectFacts project={managedProject({ website: undefined })} />);
    expect(screen.getByText('Website').nextElementSibling).toHaveTextContent('—');
  });
});
