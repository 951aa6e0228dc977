import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { DialogRoot } from '../../components/ui/dialog-root';
import { DialogFrame } from '../../components/dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an admin action that changes someone's access. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <DialogRoot
      open={props.open}
      placement="center"
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open) props.onCancel();
      }}
    >
      <DialogFrame
        title={props.title}
        closable={false}
        leaveLabel="Cancel"
        leaveDisabled={props.busy}
        action={
          <Button
            colorPalette={props.danger ? 'red' : 'blue'}
            onClick={props.onConfirm}
            loading={props.busy}
          >
            {props.confirmLabel}
          </Button>
        }
      >
        {props.children}
      </DialogFrame>
    </DialogRoot>
  );
}
