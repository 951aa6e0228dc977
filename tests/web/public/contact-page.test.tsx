import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders } from '../../../web/app/providers';
import { ContactForm } from '../../../web/features/contact/contact-form';
import userEvent from '@testing-library/user-event';
import { ContactPage } from '../../../web/pages/public/contact-page';
import { renderRoutesWithSession } from '../session-test-utils';
import { seriousAxeViolations } from './axe';

function renderContact() {
  return renderRoutesWithSession([{ path: '/contact', element: <ContactPage /> }], '/contact');
}

describe('ContactPage', () => {
  it('shows the office, two support mailboxes, a phone number, social links and a map', () => {
    renderContact();
    expect(screen.getByText('548 Market Street, Suite 300')).toBeVisible();
    const mailboxes = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('mailto:'));
    expect(mailboxes).toHaveLength(2);
    expect(screen.getByRole('link', { name: '+1 (415) 555-0134' })).toHaveAttribute(
      'href',
      'tel:+14155550134',
    );
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('img', { name: /Map showing our office/ })).toBeInTheDocument();
  });

  it('requires every field before sending', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeVisible();
    expect(screen.getByText('Please enter your email address.')).toBeVisible();
    expect(screen.getByText('Please enter a subject.')).toBeVisible();
    expect(screen.getByText('Please enter a message.')).toBeVisible();
  });

  it('shows Sending... for a second, then confirms and clears the fields', async () => {
    const user = userEvent.setup();
    renderContact();
    const form = screen.getByRole('form', { name: 'Contact form' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ada Park');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Listing');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'How long is review?');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(within(form).getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
    expect(await screen.findByText('Message sent', {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByText(/We reply within one business day at ada@example.com/)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container } = renderContact();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

describe('ContactForm on a prerendered page', () => {
  it('is disabled in the server HTML and comes alive once hydrated', async () => {
    const ui = (
      <AppProviders>
        <ContactForm />
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.replaceChildren(container);
    const form = within(container).getByRole('form', { name: 'Contact form' });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toBeEnabled();
    expect(within(form).getByRole('textbox', { name: /Message/ })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
