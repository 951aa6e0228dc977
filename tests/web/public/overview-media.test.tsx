/** The Overview tab's video link and gallery, and a team member without a portrait. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OverviewTab } from '../../../web/features/projects/detail/overview-tab';
import { TeamTab } from '../../../web/features/projects/detail/team-tab';
import { renderWithProviders } from '../render';
import { makeDetail } from './fixtures';

describe('OverviewTab media', () => {
  it('links to the video in a new tab, embeds no frame, and describes each gallery image', () => {
    const { container } = renderWithProviders(
      <OverviewTab project={makeDetail({ videoUrl: 'https://vimeo.com/76979871' })} />,
    );
    const link = screen.getByRole('link', { name: /video on Vimeo \(opens in a new tab\)/ });
    expect(link).toHaveAttribute('href', 'https://vimeo.com/76979871');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('iframe')).toBeNull();
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      expect.stringMatching(/screenshot 1 of 2$/),
      expect.stringMatching(/screenshot 2 of 2$/),
    ]);
  });

  it('names YouTube for a YouTube link and shows no video section without one', () => {
    const { unmount } = renderWithProviders(
      <OverviewTab project={makeDetail({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })} />,
    );
    expect(screen.getByRole('link', { name: /video on YouTube/ })).toBeVisible();
    unmount();
    renderWithProviders(<OverviewTab project={makeDetail()} />);
    expect(screen.queryByRole('heading', { name: 'Video' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says where and when the company was incorporated, and nothing when neither is given', () => {
    const { unmount } = renderWithProviders(
      <OverviewTab
        project={makeDetail({ incorporationState: 'Delaware', incorporationYear: '2021' })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Incorporation' })).toBeVisible();
    expect(screen.getByText('Incorporated in Delaware in 2021')).toBeVisible();
    unmount();
    renderWithProviders(<OverviewTab project={makeDetail()} />);
    expect(screen.queryByRole('heading', { name: 'Incorporation' })).toBeNull();
  });
});

describe('TeamTab', () => {
  it('shows a member added without a portrait by name and role', () => {
    renderWithProviders(<TeamTab team={[{ name: 'Ben Ode', role: 'CTO', bio: '' }]} />);
    expect(screen.getByRole('heading', { name: 'Ben Ode' })).toBeVisible();
    expect(screen.getByText('CTO')).toBeVisible();
  });
});
