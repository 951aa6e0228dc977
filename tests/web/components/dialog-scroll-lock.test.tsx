import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { ActionDialog } from '../../../web/components/action-dialog';
import { NoticeDialog } from '../../../web/components/notice-dialog';
import { renderWithProviders } from '../render';

function TwoDialogs() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionDialog
        trigger={<Button>Open action</Button>}
        open={open}
        onOpenChange={setOpen}
        title="Action"
        cancelLabel="Close"
        confirmLabel="Do it"
        palette="blue"
        busy={false}
        action={{ confirm: () => setOpen(false) }}
      >
        Body of the action
      </ActionDialog>
      <NoticeDialog trigger={<Button>Open notice</Button>} title="Notice">
        Body of the notice
      </NoticeDialog>
    </>
  );
}

const root = () => document.documentElement.style;

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('style');
});

// A modal dialog keeps the page behind it from scrolling without a custom property on the
// root element: one there is inherited by every element, and the browser restyles the
// whole page as the dialog opens (web/components/ui/page-scroll-lock.ts).
describe('the page behind a modal dialog', () => {
  it('is locked by the root’s own overflow, with no custom property on the root', async () => {
    renderWithProviders(<TwoDialogs />);
    await userEvent.click(screen.getByRole('button', { name: 'Open action' }));
    await screen.findByText('Body of the action');
    expect(root().getPropertyValue('overflow')).toBe('hidden');
    expect(root().getPropertyValue('--scrollbar-width')).toBe('');
    expect(document.body.style.getPropertyValue('overflow')).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(root().getPropertyValue('overflow')).toBe(''));
  });

  it('is locked for an uncontrolled dialog too, and released when it closes', async () => {
    renderWithProviders(<TwoDialogs />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notice' }));
    await screen.findByText('Body of the notice');
    expect(root().getPropertyValue('overflow')).toBe('hidden');
    expect(root().getPropertyValue('--scrollbar-width')).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(root().getPropertyValue('overflow')).toBe(''));
  });
});
