import { useRef, useState, type ComponentType } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useSessionUser } from '../../../lib/session';
import { errorText } from '../../../lib/error-text';
import type { MessageFounderDialogProps } from './message-founder-dialog';

// The dialog (Chakra's dialog, focus trap and portal, the form) is not in the project
// page's code: it loads when the button is pointed at, focused or clicked.
let dialogModule: Promise<ComponentType<MessageFounderDialogProps>> | null = null;
function loadDialog(): Promise<ComponentType<MessageFounderDialogProps>> {
  dialogModule ??= import('./message-founder-dialog').then(
    (m) => m.MessageFounderDialog,
    (caught: unknown) => {
      // A failed download is tried again on the next attempt.
      dialogModule = null;
      throw caught;
    },
  );
  return dialogModule;
}

/**
 * "Message the founder", for investors. The server allows it only to someone who follows
 * or invested in the project; otherwise its 403 sentence is shown in the dialog.
 */
export function MessageFounder({
  projectId,
  founderName,
}: {
  projectId: string;
  founderName: string;
}) {
  const user = useSessionUser();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<MessageFounderDialogProps> | null>(null);
  if (user?.role !== 'investor') return null;

  const load = () => {
    if (Dialog) return;
    loadDialog().then(
      (component) => {
        setFailure(null);
        // A component is itself a function: set it through an updater.
        setDialog(() => component);
      },
      (caught: unknown) => {
        setOpen(false);
        setFailure(errorText(caught));
      },
    );
  };

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Clicked before its code is in: the button spins until the dialog can open.
        loading={open && !Dialog}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        Message the founder
      </Button>
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {failure}
        </Text>
      )}
      {Dialog && (
        <Dialog
          projectId={projectId}
          founderName={founderName}
          open={open}
          onOpenChange={setOpen}
          opener={() => button.current}
        />
      )}
    </>
  );
}
