import type { FormEvent, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';

interface DialogFrameProps {
  title: ReactNode;
  children: ReactNode;
  /** The footer's first button, which closes without acting: "Cancel", "Close", "Keep it". */
  leaveLabel: string;
  /** Held while a request runs, where leaving then would lose track of it. */
  leaveDisabled?: boolean;
  /** The footer's acting button, after the leaving one; left out where there is nothing to do. */
  action?: ReactNode;
  /** Makes the dialog a form, so Enter in a field submits it. */
  onSubmit?: (event: FormEvent) => void;
  /** The × in the corner; left out where leaving must go through the footer's button. */
  closable?: boolean;
}

/**
 * The parts every dialog of the app shares inside its `Dialog.Root`: portal, backdrop,
 * a titled header, the body, the footer (the leaving button first, the acting one last)
 * and the × to close, so each dialog only says what it asks and what its buttons do.
 */
export function DialogFrame({
  title,
  children,
  leaveLabel,
  leaveDisabled = false,
  action,
  onSubmit,
  closable = true,
}: DialogFrameProps) {
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={leaveDisabled}>
            {leaveLabel}
          </Button>
        </Dialog.ActionTrigger>
        {action}
      </Dialog.Footer>
    </>
  );
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        {/* Modal for assistive technology; DialogRoot says why Zag's `modal` is off. */}
        <Dialog.Content aria-modal="true">
          {onSubmit ? (
            <form onSubmit={onSubmit} noValidate>
              {parts}
            </form>
          ) : (
            parts
          )}
          {closable && (
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
