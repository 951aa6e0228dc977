import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
import { useSessionUser } from '../../../lib/session';
import { useSendMessage } from '../api/send-message';
import { errorText } from '../error-text';
import { TextField } from '../text-field';

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
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useSendMessage();
  if (user?.role !== 'investor') return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const thread = await send({ projectId, text });
      setSentTo(thread.thread.id);
      setText('');
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

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
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Message {founderName}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {sentTo ? (
                    <Alert.Root status="success">
                      <Alert.Indicator />
                      <Alert.Description>Message sent.</Alert.Description>
                    </Alert.Root>
                  ) : (
                    <TextField
                      label="Message"
                      value={text}
                      onChange={setText}
                      max={CONVERSATION_LIMITS.message.max}
                    />
                  )}
                  {failure && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Description>{failure}</Alert.Description>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Close</Button>
                </Dialog.ActionTrigger>
                {sentTo ? (
                  <LinkButton
                    to={`${paths.investor.messages}?thread=${sentTo}`}
                    colorPalette="brand"
                  >
                    Open the conversation
                  </LinkButton>
                ) : (
                  <Button type="submit" colorPalette="brand" loading={busy}>
                    Send
                  </Button>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
