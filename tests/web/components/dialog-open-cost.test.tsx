import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { ActionDialog } from '../../../web/components/action-dialog';
import { renderWithProviders } from '../render';

function AddSomething({ premount }: { premount: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ActionDialog
      trigger={<Button>Add something</Button>}
      open={open}
      onOpenChange={setOpen}
      title="Add something"
      cancelLabel="Close"
      confirmLabel="Add"
      palette="blue"
      busy={false}
      action={{ confirm: () => setOpen(false) }}
      premount={premount}
    >
      Body of the dialog
    </ActionDialog>
  );
}

beforeEach(() => {
  // jsdom has no idle callbacks and lays nothing out: the page is idle at once, and every
  // element drawn has a box (Zag's focus trap looks for visible elements).
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
});

// What opening a dialog costs (web/components/ui/dialog-root.tsx): the content a first
// click is likely to open is mounted before it, and opening restyles nothing of the page.
describe('opening a modal dialog', () => {
  it('finds a premounted dialog’s content already there, hidden, once the page is idle', async () => {
    renderWithProviders(<AddSomething premount />);
    const body = await screen.findByText('Body of the dialog');
    expect(body).not.toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add something' }));
    expect(await screen.findByRole('dialog', { name: 'Add something' })).toContainElement(body);
    expect(body).toBeVisible();
  });

  it('mounts a dialog that is not premounted only when it opens', async () => {
    renderWithProviders(<AddSomething premount={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Body of the dialog')).toBeNull();
  });

  it('leaves the body’s pointer events alone, and is still modal: aria-modal, focus inside, Escape and a click outside close it', async () => {
    renderWithProviders(<AddSomething premount={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add something' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add something' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Zag's pointer blocking is deferred to the next frame: give it one.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.body.style.pointerEvents).toBe('');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));

    await userEvent.click(screen.getByRole('button', { name: 'Add something' }));
    const again = await screen.findByRole('dialog', { name: 'Add something' });
    // The backdrop covers the page: a click outside the dialog lands on it.
    const backdrop = document.querySelector<HTMLElement>(
      '[data-scope="dialog"][data-part="backdrop"]',
    );
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as HTMLElement);
    await waitFor(() => expect(again).toHaveAttribute('data-state', 'closed'));
  });
});
