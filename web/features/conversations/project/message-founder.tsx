import { useState } from 'react';
import { Button, Dialog, Stack } from '@chakra-ui/react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { paths } from '../../../../shared/routes';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { LinkButton } from '../../../components/link-button';
import { useSessionUser } from '../../../lib/session';
import { useSendMessage } from '../api/send-message';
import { TextField } from '../text-field';
import { useSendForm } from '../use-send-form';

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
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendMessage();
  const { submit, busy, failure } = useSendForm(
    () => send({ projectId, text }),
    (thread) => {
      setSentTo(thread.thread.id);
      setText('');
    },
  );
  if (user?.role !== 'investor') return null;

  return (
    <Dialog.Root
      placement="center"
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) setSentTo(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Message the founder
        </Button>
      </Dialog.Trigger>
      <DialogFrame
        title={`Message ${founderName}`}
        onSubmit={submit}
        closable={false}
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Close</Button>
            </Dialog.ActionTrigger>
            {sentTo ? (
              <LinkButton to={`${paths.investor.messages}?thread=${sentTo}`} colorPalette="brand">
                Open the conversation
              </LinkButton>
            ) : (
              <Button type="submit" colorPalette="brand" loading={busy}>
                Send
              </Button>
            )}
          </>
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
    </Dialog.Root>
  );
}
