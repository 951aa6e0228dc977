import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

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
    <Dialog.Root
      open={props.open}
      placement="center"
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open) props.onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
                Cancel
              </Button>
              <Button
                colorPalette={props.danger ? 'red' : 'blue'}
                onClick={props.onConfirm}
                loading={props.busy}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
