import type { ReactElement, ReactNode } from 'react';
import { Button, Dialog } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';
import { DialogRoot } from './ui/dialog-root';

interface ConfirmDialogProps {
  /** The button that opens the dialog; leave out to open it with `open`. */
  trigger?: ReactElement;
  /** Controlled opening, for a confirmation asked after a form (a rejection's reason). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A question naming the action and its object: "Approve Ledger Lens?" */
  title: ReactNode;
  /** The consequence, spelled out: what happens, who sees it, what cannot be undone. */
  children: ReactNode;
  /** The confirming button says the action again: "Approve and go live". */
  confirmLabel: string;
  palette?: 'blue' | 'green' | 'red';
  onConfirm: () => void;
}

/**
 * Asks before a consequential action (approve, reject, publish), with the consequence
 * in words, so one stray click cannot change what others see. Cancel is the default
 * focus: Enter on an open dialog never confirms by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { trigger, open, onOpenChange, title, children, confirmLabel, onConfirm } = props;
  return (
    <DialogRoot
      placement="center"
      role="alertdialog"
      lazyMount
      unmountOnExit
      {...(open === undefined ? {} : { open })}
      onOpenChange={(details) => onOpenChange?.(details.open)}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <DialogFrame
        title={title}
        leaveLabel="Cancel"
        action={
          <Dialog.ActionTrigger asChild>
            <Button colorPalette={props.palette ?? 'blue'} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Dialog.ActionTrigger>
        }
      >
        {children}
      </DialogFrame>
    </DialogRoot>
  );
}
