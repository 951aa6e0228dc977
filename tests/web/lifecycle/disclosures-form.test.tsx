import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { disclosureChecklist, type DisclosuresView } from '../../../shared/disclosures/api';
import type { DisclosureParts } from '../../../shared/disclosures/schema';
import { CreatorProjectPage } from '../../../web/pages/creator-projects/creator-project-page';
import { clearToasts, renderRoutesWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';
import { PROJECT_PATH, stubProjectApi } from './stub-project-api';

afterEach(() => clearToasts());

const creator = testUser({ id: 'creator-1', role: 'creator', email: 'creator@example.com' });
const routes = [{ path: '/creator/projects/:id', element: <CreatorProjectPage /> }];
const DISCLOSURES_PATH = `${PROJECT_PATH}/disclosures`;

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

const FINANCIAL_CONDITION =
  'Six months of runway, no debt, and revenue of $40,000 in the last fiscal year.';

describe('the founder’s disclosures form', () => {
  it('saves the filled parts with the version read, and the checklist shows them complete', async () => {
    let current = view({}, 4);
    const requests = stubProjectApi((url, request) => {
      if (url === PROJECT_PATH) return HttpResponse.json({ project: managedProject() });
      if (url === DISCLOSURES_PATH && request.method === 'GET') {
        return HttpResponse.json({ disclosures: current });
      }
      if (url === DISCLOSURES_PATH && request.method === 'PUT') {
        return request.json().then((body) => {
          current = view((body as { parts: DisclosureParts }).parts, 5);
          return HttpResponse.json({ disclosures: current, change: null });
        });
      }
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', {
      user: creator,
      token: 'creator-token',
    });
    const form = await screen.findByRole('form', { name: 'Disclosures' });
    // The required tier, and why, are said before the upload.
    expect(screen.getByText(/This raise needs statements that are: reviewed/)).toBeInTheDocument();
    expect(screen.getAllByText('Missing')).toHaveLength(6);

    await userEvent.click(within(form).getByRole('button', { name: 'Add an officer or director' }));
    const officer = within(form).getByRole('group', { name: 'Officer or director 1' });
    fireEvent.change(within(officer).getByLabelText('Name'), { target: { value: 'Cleo Creator' } });
    fireEvent.change(within(officer).getByLabelText('Title'), { target: { value: 'CEO' } });
    fireEvent.change(within(officer).getByLabelText('Role'), { target: { value: 'both' } });
    fireEvent.change(within(officer).getByLabelText(/Business experience/), {
      target: { value: 'Founded the company in 2023; product lead before that.' },
    });
    await userEvent.click(within(form).getByText('Nobody holds 20 % or more of the voting power'));
    fireEvent.change(within(form).getByLabelText("The company's financial condition"), {
      target: { value: FINANCIAL_CONDITION },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Save disclosures' }));
    expect(await screen.findByText('Disclosures saved.')).toBeInTheDocument();

    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.headers.get('Authorization')).toBe('Bearer creator-token');
    // Blank parts are not sent: they stay missing rather than being refused as too short.
    expect(await put?.json()).toEqual({
      version: 4,
      parts: {
        officers: [
          {
            name: 'Cleo Creator',
            title: 'CEO',
            role: 'both',
            experience: 'Founded the company in 2023; product lead before that.',
          },
        ],
        principalHolders: [],
        financialCondition: FINANCIAL_CONDITION,
      },
    });
    expect(screen.getAllByText('Complete')).toHaveLength(3);
    expect(screen.getAllByText('Missing')).toHaveLength(3);
  });

  it('shows the server’s refusal of a save on the field it names', async () => {
    stubProjectApi((url, request) => {
      if (url === PROJECT_PATH) return HttpResponse.json({ project: managedProject() });
      if (url === DISCLOSURES_PATH && request.method === 'GET') {
        return HttpResponse.json({ disclosures: view({}, 1) });
      }
      if (url === DISCLOSURES_PATH && request.method === 'PUT') {
        return HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the highlighted fields.',
              details: { 'parts.financialCondition': 'Keep the financial condition shorter.' },
            },
          },
          { status: 422 },
        );
      }
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', { user: creator });
    const form = await screen.findByRole('form', { name: 'Disclosures' });
    fireEvent.change(within(form).getByLabelText("The company's financial condition"), {
      target: { value: FINANCIAL_CONDITION },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Save disclosures' }));
    expect(await screen.findByText('Keep the financial condition shorter.')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
  });

  it('frames each officer and each holder as a named group that one button removes', async () => {
    stubProjectApi((url, request) => {
      if (url === PROJECT_PATH) return HttpResponse.json({ project: managedProject() });
      if (url === DISCLOSURES_PATH && request.method === 'GET') {
        return HttpResponse.json({ disclosures: view({}, 1) });
      }
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', { user: creator });
    const form = await screen.findByRole('form', { name: 'Disclosures' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add an officer or director' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add a holder' }));
    const holder = within(form).getByRole('group', { name: 'Holder 1' });
    expect(within(holder).getByLabelText('Voting power (%)')).toBeInTheDocument();
    // While a holder is listed, "nobody holds 20 %" is not offered.
    expect(within(form).queryByText('Nobody holds 20 % or more of the voting power')).toBeNull();
    await userEvent.click(within(holder).getByRole('button', { name: 'Remove holder 1' }));
    expect(within(form).queryByRole('group', { name: 'Holder 1' })).toBeNull();
    expect(within(form).getByText('Nobody holds 20 % or more of the voting power')).toBeVisible();
    const officer = within(form).getByRole('group', { name: 'Officer or director 1' });
    await userEvent.click(
      within(officer).getByRole('button', { name: 'Remove officer or director 1' }),
    );
    expect(within(form).queryByRole('group', { name: 'Officer or director 1' })).toBeNull();
  });

  it('checks a part before sending it: a too-short risk is named and nothing is saved', async () => {
    const requests = stubProjectApi((url, request) => {
      if (url === PROJECT_PATH) return HttpResponse.json({ project: managedProject() });
      if (url === DISCLOSURES_PATH && request.method === 'GET') {
        return HttpResponse.json({ disclosures: view({}, 1) });
      }
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', { user: creator });
    const form = await screen.findByRole('form', { name: 'Disclosures' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add a risk' }));
    fireEvent.change(within(form).getByLabelText('Risk 1'), { target: { value: 'Short.' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save disclosures' }));
    expect(
      await screen.findByText('Write at least 20 characters for the risk factor.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('uploads the statements PDF at the chosen tier with its period, and shows it', async () => {
    const requests = stubProjectApi((url, request) => {
      if (url === PROJECT_PATH) return HttpResponse.json({ project: managedProject() });
      if (url === DISCLOSURES_PATH) return HttpResponse.json({ disclosures: view({}, 2) });
      if (url === `${DISCLOSURES_PATH}/statement` && request.method === 'PUT') {
        const uploaded: DisclosuresView = {
          ...view({}, 3),
          statement: {
            tier: 'audited',
            fileName: 'statements.pdf',
            sizeBytes: 20,
            periodEnd: '2025-12-31',
            uploadedAt: '2026-11-29T05:00:00.000Z',
            url: '/signed/statements.pdf',
          },
        };
        return HttpResponse.json({ disclosures: uploaded, change: null }, { status: 201 });
      }
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', { user: creator });
    const input = await screen.findByTestId('statement-file');
    const file = new File(['%PDF-1.4\n%%EOF\n'], 'statements.pdf', { type: 'application/pdf' });
    // Without the period's end nothing is sent, and the founder is told what to give.
    await userEvent.upload(input, file);
    expect(await screen.findByText(/Give the date the statements end/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    expect(screen.getByLabelText('Tier of the statements')).toHaveValue('reviewed');
    fireEvent.change(screen.getByLabelText('Tier of the statements'), {
      target: { value: 'audited' },
    });
    fireEvent.change(screen.getByLabelText('Period end'), { target: { value: '2025-12-31' } });
    await userEvent.upload(input, file);
    expect(await screen.findByText('statements.pdf uploaded.')).toBeInTheDocument();
    expect(screen.getByText(/Uploaded: statements\.pdf/)).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    const url = new URL(put?.url ?? 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tier: 'audited',
      fileName: 'statements.pdf',
      periodEnd: '2025-12-31',
    });
    expect(put?.headers.get('Content-Type')).toBe('application/pdf');
    expect(await put?.text()).toBe('%PDF-1.4\n%%EOF\n');
  });

  it('names the missing parts when a submission is refused, and points to the form', async () => {
    stubProjectApi((url, request) => {
      if (url === PROJECT_PATH) return HttpResponse.json({ project: managedProject() });
      if (url === DISCLOSURES_PATH) return HttpResponse.json({ disclosures: view({}, 0) });
      if (url === `${PROJECT_PATH}/submit` && request.method === 'POST') {
        return HttpResponse.json(
          {
            error: {
              code: 'disclosures_incomplete',
              message:
                'Complete the disclosures before submitting for review: risk factors, financial statements.',
              details: {
                'disclosures.riskFactors': 'Give the risks specific to the company.',
                'disclosures.financialStatements':
                  'Upload the financial statements (reviewed) as a PDF.',
              },
            },
          },
          { status: 422 },
        );
      }
      return undefined;
    });
    renderRoutesWithSession(routes, '/creator/projects/p-ledger-lens', { user: creator });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(
      await screen.findByText(
        /submitting for review: risk factors, financial statements\. Fill them in under Disclosures/,
      ),
    ).toBeInTheDocument();
  });
});
