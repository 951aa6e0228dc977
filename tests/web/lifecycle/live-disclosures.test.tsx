/**
 * A live offering's disclosures (docs/before-the-raise.md#disclosures): the founder can
 * still change them, is told before saving that every change asks the investors who
 * committed to reconfirm, and confirms that in a dialog before anything is sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { disclosureChecklist, type DisclosuresView } from '../../../shared/disclosures/api';
import type { DisclosureParts } from '../../../shared/disclosures/schema';
import { CreatorProjectPage } from '../../../web/pages/creator-projects/creator-project-page';
import { seriousAxeViolations } from '../public/axe';
import { clearToasts, renderRoutesWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';
import { PROJECT_PATH, stubProjectApi } from './stub-project-api';

afterEach(() => clearToasts());

const creator = testUser({ id: 'creator-1', role: 'creator', email: 'creator@example.com' });
const routes = [{ path: '/creator/projects/:id', element: <CreatorProjectPage /> }];
const DISCLOSURES_PATH = `${PROJECT_PATH}/disclosures`;
const RISK = 'Two customers bring 60 % of the revenue; losing one would halve it.';
const NEW_RISK = 'A new competitor with more funding launched the same product in October.';

function view(parts: DisclosureParts, version: number): DisclosuresView {
  const checklist = disclosureChecklist(parts, null, 'reviewed');
  return {
    parts,
    statement: null,
    requiredTier: 'reviewed',
    checklist,
    complete: checklist.every((item) => item.complete),
    updatedAt: null,
    version,
  };
}

function renderLive(investors: number) {
  let current = view({ riskFactors: [RISK] }, 7);
  const requests = stubProjectApi((url, request) => {
    if (url === PROJECT_PATH) {
      return HttpResponse.json({ project: managedProject({ status: 'active', investors }) });
    }
    if (url === DISCLOSURES_PATH && request.method === 'GET') {
      return HttpResponse.json({ disclosures: current });
    }
    if (url === DISCLOSURES_PATH && request.method === 'PUT') {
      return request.json().then((body) => {
        current = view((body as { parts: DisclosureParts }).parts, 8);
        return HttpResponse.json({
          disclosures: current,
          change: {
            changed: true,
            material: true,
            reconfirmBy: '2026-12-07T12:00:00.000Z',
            reconfirmations: investors,
          },
        });
      });
    }
    return undefined;
  });
  const rendered = renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', {
    user: creator,
    token: 'creator-token',
  });
  return { ...rendered, requests };
}

describe('a live offering’s disclosures', () => {
  it('say before saving that investors must reconfirm, and save only once confirmed', async () => {
    const { requests, container } = renderLive(2);
    const form = await screen.findByRole('form', { name: 'Disclosures' });
    expect(
      screen.getByText('This offering is live: every change is a material change.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Investors read them on the project page’s Disclosures tab/),
    ).toBeVisible();
    expect(
      screen.getAllByText(/2 investors with an open commitment will be asked to reconfirm/)[0],
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Risk 1'), { target: { value: NEW_RISK } });
    await userEvent.click(within(form).getByRole('button', { name: 'Review the change' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Change the disclosures of Ledger Lens?',
    });
    expect(dialog).toHaveTextContent(
      '2 investors with an open commitment will be asked to reconfirm within 5 business days',
    );
    // Keeping the disclosures sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the disclosures' }));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Review the change' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Save and ask to reconfirm' }),
    );
    expect(
      await screen.findByText(
        'Disclosures saved. 2 commitments must be reconfirmed by Dec 7, 2026.',
      ),
    ).toBeInTheDocument();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(await puts[0]?.json()).toEqual({ version: 7, parts: { riskFactors: [NEW_RISK] } });
  });

  it('says nobody needs to reconfirm when nobody has committed yet', async () => {
    renderLive(0);
    await screen.findByRole('form', { name: 'Disclosures' });
    expect(
      screen.getAllByText(/Nobody has committed yet, so no investor needs to reconfirm/)[0],
    ).toBeInTheDocument();
  });
});
