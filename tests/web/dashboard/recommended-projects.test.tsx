import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RecommendedProjects } from '../../../web/features/investor-dashboard/recommended-projects';
import { seriousAxeViolations } from '../public/axe';
import { investorFixture } from './fixtures';
import { renderWithProviders } from '../render';

describe('Recommended Projects', () => {
  it('says why each project is shown', async () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <RecommendedProjects projects={investorFixture.recommended} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Developer Tools, like DevFlow in your portfolio')).toBeInTheDocument();
    expect(screen.getByText('Featured by the LaunchFund team')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
