import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders } from '../../../web/app/providers';
import { ContactForm } from '../../../web/features/contact/contact-form';
import userEvent from '@testing-library/user-event';
import { ContactPage } from '../../../web/pages/public/contact-page';
import { pathsOf, recordRequests, server } from '../msw';
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

  async function fillAndSend() {
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Contact form' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ada Park');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Listing');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'How long is review?');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    return form;
  }

  it('posts the message, shows Sending... until it is stored, then confirms and clears', async () => {
    // The server holds its answer until the test has seen 'Sending...'.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/contact', async () => {
        await answered;
        return HttpResponse.json({ id: 'contact:1' }, { status: 202 });
      }),
    );
    const requests = recordRequests();
    renderContact();
    const form = await fillAndSend();
    expect(within(form).getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
    await waitFor(() => expect(pathsOf(requests)).toEqual(['/api/contact']));
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.text()).toBe(
      JSON.stringify({
        name: 'Ada Park',
        email: 'ada@example.com',
        subject: 'Listing',
        message: 'How long is review?',
      }),
    );
    answer();
    expect(await screen.findByText('Message sent')).toBeVisible();
    expect(screen.getByText(/We reply within one business day at ada@example.com/)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('says the message was not sent, and why, keeping the text, when the server refuses', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            error: {
              code: 'rate_limited',
              message:
                'You have sent several messages in a short time. Please wait a few minutes and try again.',
            },
          },
          { status: 429 },
        ),
      ),
    );
    const { container } = renderContact();
    const form = await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('Please wait a few minutes and try again.');
    expect(screen.queryByText('Message sent')).toBeNull();
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue(
      'How long is review?',
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container } = renderContact();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

describe('ContactForm on a server-rendered page', () => {
  it('works in the server HTML without the app, and checks the fields itself once hydrated', async () => {
    const ui = (
      <AppProviders>
        <ContactForm />
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.replaceChildren(container);
    const form = within(container).getByRole('form', { name: 'Contact form' });
    // A first keystroke needs no app: the browser's own field takes it (web/main.tsx hands
    // what was typed to the app once it has hydrated).
    for (const name of [/Name/, /Email/, /Subject/, /Message/]) {
      expect(within(form).getByRole('textbox', { name })).toBeEnabled();
    }
    // Without the app the browser sends it: it checks the fields itself and posts them to
    // the API, which answers with the page's Message sent notice (hidden until targeted).
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(form).not.toHaveAttribute('novalidate');
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('textbox', { name: /Name/ })).toBeRequired();
    expect(container.querySelector('#message-sent')).toHaveTextContent('Message sent');

    await act(async () => {
      hydrateRoot(container, ui);
    });
    // Once the app runs it checks the fields itself, and answers its own sends.
    expect(form).toHaveAttribute('novalidate');
    expect(container.querySelector('#message-sent')).toBeNull();
    expect(within(form).getByRole('textbox', { name: /Name/ })).toBeEnabled();
    expect(within(form).getByRole('textbox', { name: /Message/ })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
