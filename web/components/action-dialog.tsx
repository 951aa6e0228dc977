import type { FormEvent, ReactElement, ReactNode } from 'react';
import { Button, Dialog, Stack } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';
import { FormAlert } from './form-alert';
import { DialogRoot } from './ui/dialog-root';

interface ActionDialogProps {
  /** The button that opens the dialog; leave out when the dialog opens after a form. */
  trigger?: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An alert dialog asks before a consequential action; a plain one holds a small form. */
  alert?: boolean;
  title: ReactNode;
  /** What the action does, and any fields it needs. */
  children: ReactNode;
  /** The server's refusal or a network failure, shown under the body until the next try. */
  failure?: string | null;
  /** Space between the body's parts (Chakra spacing token). */
  gap?: '3' | '4';
  /** The button that leaves without acting says what is kept: "Keep it", "Not now". */
  cancelLabel: string;
  /** The acting button says the action again: "Cancel commitment". */
  confirmLabel: string;
  /** Said on the acting button while the request runs: "Cancelling...". */
  busyLabel?: string;
  palette: 'blue' | 'brand' | 'red';
  busy: boolean;
  /**
   * `confirm` acts on a click; `submit` makes the dialog a form, so Enter in a field acts
   * too and the handler gets the submit event.
   */
  action: { confirm: () => void } | { submit: (event: FormEvent) => void };
  /** Mounted hidden once the page is idle, so the first click only shows it (DialogRoot). */
  premount?: boolean;
}

/**
 * A dialog whose acting button sends a request: it stays open with a loading button while
 * the request runs and shows the failure in place, so the user can try again without
 * filling anything in twice. Leaving is always one click away (the cancel button or ×);
 * the caller closes it on success.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { action, busy } = props;
  return (
    <DialogRoot
      placement="center"
      premount={props.premount ?? false}
      {...(props.alert ? { role: 'alertdialog' as const } : {})}
      open={props.open}
      onOpenChange={(e) => props.onOpenChange(e.open)}
    >
      {props.trigger && <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>}
      <DialogFrame
        title={props.title}
        {...('submit' in action ? { onSubmit: action.submit } : {})}
        leaveLabel={props.cancelLabel}
        action={
          <Button
            colorPalette={props.palette}
            loading={busy}
            {...(props.busyLabel === undefined ? {} : { loadingText: props.busyLabel })}
            {...('confirm' in action ? { onClick: action.confirm } : { type: 'submit' as const })}
          >
            {props.confirmLabel}
          </Button>
        }
      >
        <Stack gap={props.gap ?? '3'}>
          {props.children}
          <FormAlert message={props.failure} />
        </Stack>
      </DialogFrame>
    </DialogRoot>
  );
}
