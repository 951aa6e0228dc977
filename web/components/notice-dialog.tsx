import type { ReactElement, ReactNode } from 'react';
import { Dialog } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';
import { DialogRoot } from './ui/dialog-root';

interface NoticeDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  children: ReactNode;
  /** A long text (a signed SAFE) wants a larger dialog that scrolls inside. */
  size?: 'md' | 'lg';
}

/**
 * A button that opens something to read and close: a short explanation where an action
 * is not available yet (so the button says why instead of silently doing nothing), or a
 * document such as a signed SAFE.
 */
export function NoticeDialog({ trigger, title, children, size }: NoticeDialogProps) {
  return (
    <DialogRoot
      placement="center"
      lazyMount
      unmountOnExit
      {...(size === 'lg' ? { size, scrollBehavior: 'inside' as const } : {})}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogFrame title={title} leaveLabel="Close">
        {children}
      </DialogFrame>
    </DialogRoot>
  );
}
