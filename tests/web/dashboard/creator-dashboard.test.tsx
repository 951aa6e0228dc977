import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CreatorDashboardView } from '../../../web/features/creator-dashboard/creator-dashboard-view';
import { seriousAxeViolations } from '../public/axe';
import { creatorFixture, NOW } from './fixtures';
import { renderView } from './render-view';

function renderCreator(data = creatorFixture) {
  return renderView(<CreatorDashboardView data={data} now={NOW} chartWidth={480} />);
}

const card = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.closest('dl') as HTMLElement);
};

const projectItem = (title: string) => {
  const heading = screen.getByRole('heading', { name: title });
  return within(heading.closest('li') as HTMLElement);
};

describe('CreatorDashboardView', () => {
  it('shows total raised with percent of goal, investors and views of the last 7 days', () => {
    renderCreator();
    expect(card('Total Raised').getByText('$45,400')).toBeInTheDocument();
    expect(card('Total Raised').getByText('45% of $100,000 goal')).toBeInTheDocument();
    expect(card('Total Investors').getByText('1,204')).toBeInTheDocument();
    expect(card('Project Views').getByText('2,345')).toBeInTheDocument();
    expect(card('Project Views').getByText('Last 7 days')).toBeInTheDocument();
  });

  it('charts the daily views Mon to Sun', async () => {
    renderCreator();
    const chart = screen.getByRole('img', { name: 'Project views per day, last 7 days' });
    // nivo loads when the chart is first drawn (lazy): wait for the drawing.
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    const table = screen.getByRole('table', { name: 'Project views per day, last 7 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(rows[6]).toHaveTextContent('500');
  });

  it('shows recent messages with relative times and a link to all of them', () => {
    renderCreator();
    const region = within(screen.getByRole('region', { name: 'Recent Messages' }));
    const [message] = region.getAllByRole('listitem');
    expect(message).toHaveTextContent('Ivy Investor');
    expect(message).toHaveTextContent('Could you share your churn numbers?');
    expect(message).toHaveTextContent('3 hours ago');
    expect(
      region.getByRole('link', { name: 'Open the conversation with Ivy Investor' }),
    ).toHaveAttribute('href', '/creator/messages?thread=t1');
    expect(region.getByRole('link', { name: 'View All Messages' })).toHaveAttribute(
      'href',
      '/creator/messages',
    );
  });

  it('badges every project status with its own label', () => {
    renderCreator();
    const expected = [
      ['Project 1 draft', 'Draft', 'gray'],
      ['Project 2 in_review', 'In review', 'yellow'],
      ['Project 3 changes_requested', 'Changes requested', 'orange'],
      ['Project 4 active', 'Active', 'green'],
      ['Project 5 rejected', 'Rejected', 'red'],
      ['Project 6 funded', 'Funded', 'blue'],
      ['Project 7 failed', 'Failed', 'purple'],
    ] as const;
    for (const [title, label, palette] of expected) {
      expect(projectItem(title).getByText(label)).toHaveAttribute('data-palette', palette);
    }
  });

  it('shows percent funded only for the active project', () => {
    renderCreator();
    expect(projectItem('Project 4 active').getByText('45% funded')).toBeInTheDocument();
    expect(screen.getAllByText(/% funded$/)).toHaveLength(1);
  });

  it('offers View on every project, Edit and Publish only where the lifecycle allows', () => {
    renderCreator();
    const draft = projectItem('Project 1 draft');
    expect(draft.getByRole('link', { name: 'View Project 1 draft' })).toHaveAttribute(
      'href',
      '/creator/projects/proj-draft',
    );
    expect(draft.getByRole('link', { name: 'Edit Project 1 draft' })).toHaveAttribute(
      'href',
      '/creator/projects/proj-draft/edit',
    );
    expect(draft.getByRole('link', { name: 'Publish Project 1 draft' })).toHaveAttribute(
      'href',
      '/creator/projects/proj-draft',
    );
    // The lifecycle machine: the owner edits and submits a draft or a project sent back.
    const editable = creatorFixture.projects.filter((p) =>
      ['draft', 'changes_requested'].includes(p.status),
    );
    expect(screen.getAllByRole('link', { name: /^Edit / })).toHaveLength(editable.length);
    expect(screen.getAllByRole('link', { name: /^Publish / })).toHaveLength(editable.length);
    const active = projectItem('Project 4 active');
    expect(active.getByRole('link', { name: /^View/ })).toBeInTheDocument();
    expect(active.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(active.queryByRole('link', { name: /^Publish/ })).toBeNull();
  });

  it("shows the reviewer's note when changes were requested", () => {
    renderCreator();
    expect(
      projectItem('Project 3 changes_requested').getByText(/Add a clearer revenue model\./),
    ).toBeInTheDocument();
  });

  it('invites a creator without projects to create one', () => {
    renderCreator({ ...creatorFixture, projects: [], messages: [] });
    expect(screen.getByText('You have no projects yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first project' })).toHaveAttribute(
      'href',
      '/creator/new-project',
    );
    expect(screen.getByText('No messages from investors yet.')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderCreator();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
