import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminDashboardView } from '../../../web/features/admin-dashboard/admin-dashboard-view';
import { seriousAxeViolations } from '../public/axe';
import { adminFixture, NOW } from './fixtures';
import { renderView } from './render-view';

function renderAdmin() {
  return renderView(<AdminDashboardView data={adminFixture} now={NOW} chartWidth={480} />);
}

const card = (label: string) => {
  const heading = screen.getByText(label, { selector: 'dt' });
  const root = heading.closest('dl');
  if (!root) throw new Error(`no stat card for ${label}`);
  return within(root as HTMLElement);
};

describe('AdminDashboardView', () => {
  it('shows the four figures with $ and thousands separators', () => {
    renderAdmin();
    expect(card('Total Revenue').getByText('$1,254,300')).toBeInTheDocument();
    expect(card('Total Users').getByText('3,482')).toBeInTheDocument();
    expect(card('Active Projects').getByText('42')).toBeInTheDocument();
    expect(card('Average Investment').getByText('$15,750')).toBeInTheDocument();
  });

  it('shows each change versus last month, a decrease in words as well as colour', () => {
    renderAdmin();
    expect(card('Total Revenue').getByText('Up 12.5%')).toBeInTheDocument();
    expect(card('Total Users').getByText('Up 8.2%')).toBeInTheDocument();
    expect(card('Active Projects').getByText('No change')).toBeInTheDocument();
    const decrease = card('Average Investment').getByText('Down 2.1%');
    expect(decrease.parentElement).toHaveAttribute('data-direction', 'down');
    expect(decrease.parentElement?.querySelector('svg')).not.toBeNull();
    expect(card('Average Investment').getByText('vs last month')).toBeInTheDocument();
  });

  it('charts projects created and dollars invested per month, with the values as text', async () => {
    renderAdmin();
    const projects = screen.getByRole('img', { name: 'Projects created per month' });
    // nivo loads when the chart is first drawn (lazy): wait for the drawing.
    await waitFor(() => expect(projects.querySelector('svg')).not.toBeNull());
    expect(projects.querySelectorAll('rect[data-testid^="bar.item"]')).toHaveLength(6);
    const projectTable = screen.getByRole('table', { name: 'Projects created per month' });
    expect(within(projectTable).getByRole('row', { name: 'May 12' })).toBeInTheDocument();

    const investments = screen.getByRole('table', { name: 'Dollars invested per month' });
    expect(within(investments).getAllByRole('row')).toHaveLength(7);
    expect(within(investments).getByRole('row', { name: 'Apr $91,250' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects Created' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Investments' })).toBeInTheDocument();
  });

  it('lists recent users with role and relative time, projects with status, investments', () => {
    renderAdmin();
    const users = within(screen.getByRole('region', { name: 'Recently Joined Users' }));
    const [dana, omar] = users.getAllByRole('listitem');
    expect(dana).toHaveTextContent('Dana Scott');
    expect(dana).toHaveTextContent('dana@example.com');
    expect(dana).toHaveTextContent('Investor');
    expect(dana).toHaveTextContent('2 hours ago');
    expect(omar).toHaveTextContent('Creator');
    expect(omar).toHaveTextContent('yesterday');

    const projects = within(screen.getByRole('region', { name: 'Recent Projects' }));
    const [active, pending] = projects.getAllByRole('listitem');
    expect(active).toHaveTextContent('CodeBuddy AI');
    expect(active).toHaveTextContent('by Chris Creator');
    expect(active).toHaveTextContent('$150,000');
    expect(within(active!).getByText('Active')).toHaveAttribute('data-palette', 'green');
    expect(within(pending!).getByText('In review')).toHaveAttribute('data-palette', 'yellow');

    const investments = within(screen.getByRole('region', { name: 'Recent Investments' }));
    const [investment] = investments.getAllByRole('listitem');
    expect(investment).toHaveTextContent('Ivy Investor');
    expect(investment).toHaveTextContent('CodeBuddy AI');
    expect(investment).toHaveTextContent('$25,000');
    expect(investment).toHaveTextContent('5 hours ago');
  });

  it('says so when a list is empty', () => {
    renderView(
      <AdminDashboardView
        data={{ ...adminFixture, recentUsers: [], recentProjects: [], recentInvestments: [] }}
        now={NOW}
      />,
    );
    expect(screen.getByText('No one has joined yet.')).toBeInTheDocument();
    expect(screen.getByText('No projects yet.')).toBeInTheDocument();
    expect(screen.getByText('No investments yet.')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderAdmin();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
