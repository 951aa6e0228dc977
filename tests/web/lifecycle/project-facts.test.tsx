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
});
