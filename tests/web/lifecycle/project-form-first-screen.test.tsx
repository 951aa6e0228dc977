import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../../../web/app/providers';
import { ProjectForm } from '../../../web/features/creator-projects/project-form';
import { renderWithProviders } from '../render';

interface FirstCommit {
  title: boolean;
  saveButton: boolean;
  team: boolean;
  website: boolean;
}

/** Notes which of the form's parts are in the document when the form first commits. */
function FirstCommitProbe({ onCommit }: { onCommit: (seen: FirstCommit) => void }) {
  useLayoutEffect(() => {
    onCommit({
      title: screen.queryByLabelText(/^title/i) !== null,
      saveButton: screen.queryByRole('button', { name: 'Save draft' }) !== null,
      team: screen.queryByRole('button', { name: 'Add a team member' }) !== null,
      website: screen.queryByLabelText(/^website/i) !== null,
    });
  }, [onCommit]);
  return null;
}

describe('ProjectForm, first screen first', () => {
  it('commits its first screen before the rest, then draws the rest without any input', async () => {
    const commits: FirstCommit[] = [];
    const record = (seen: FirstCommit) => commits.push(seen);
    renderWithProviders(
      <>
        <ProjectForm submitLabel="Save draft" onSubmit={async () => {}} />
        <FirstCommitProbe onCommit={record} />
      </>,
    );
    // The probe runs once, in the form's first commit: the essentials and the save button
    // are there, the long tail (links, team) is not yet.
    expect(commits).toEqual([{ title: true, saveButton: true, team: false, website: false }]);
    // The deferred render follows by itself.
    expect(await screen.findByRole('button', { name: 'Add a team member' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^website/i)).toBeInTheDocument();
  });

  it('is whole in the HTML the worker renders, so a page loaded at the form hydrates it whole', () => {
    const html = renderToString(
      <AppProviders>
        <ProjectForm submitLabel="Save draft" onSubmit={async () => {}} />
      </AppProviders>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.replaceChildren(container);
    expect(screen.getByRole('button', { name: 'Add a team member' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^website/i)).toBeInTheDocument();
  });
});
