import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { DialogRoot } from '../../../components/ui/dialog-root';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { paths } from '../../../../shared/routes';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { LinkButton } from '../../../components/link-button';
import { useSendMessage } from '../api/send-message';
import { TextField } from '../text-field';
import { useSendForm } from '../../../lib/use-send-form';

export interface MessageFounderDialogProps {
  projectId: string;
  founderName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, focused again when it closes. */
  opener: () => HTMLElement | null;
}

/**
 * The "Message the founder" dialog (loaded when its button is first reached for, see
 * message-founder.tsx). It stays mounted once loaded, so a draft survives closing it.
 */
export function MessageFounderDialog({
  projectId,
  founderName,
  open,
  onOpenChange,
  opener,
}: MessageFounderDialogProps) {
  const [text, setText] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Each opening starts on the form, not on the last message's confirmation.
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) setSentTo(null);
  }
  const send = useSendMessage();
  const { submit, busy, failure } = useSendForm(
    () => send({ projectId, text }),
    (thread) => {
      setSentTo(thread.thread.id);
      setText('');
    },
  );

  return (
    <DialogRoot
      placement="center"
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      finalFocusEl={opener}
    >
      <DialogFrame
        title={`Message ${founderName}`}
        onSubmit={submit}
        closable={false}
        leaveLabel="Close"
        action={
          sentTo ? (
            <LinkButton to={`${paths.investor.messages}?thread=${sentTo}`} colorPalette="brand">
              Open the conversation
            </LinkButton>
          ) : (
            <Button type="submit" colorPalette="brand" loading={busy}>
              Send
            </Button>
          )
        }
      >
        <Stack gap="3">
          {sentTo ? (
            <FormAlert status="success" message="Message sent." />
          ) : (
            <TextField
              label="Message"
              value={text}
              onChange={setText}
              max={CONVERSATION_LIMITS.message.max}
            />
          )}
          <FormAlert message={failure} />
        </Stack>
      </DialogFrame>
    </DialogRoot>
  );
}
