import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { useHidePost } from '../api/hide-post';
import { errorText } from '../error-text';
import { TextField } from '../text-field';

/** An admin hides a post with a reason; the post stays in the log as removed. */
export function HidePostDialog({ slug, postId }: { slug: string; postId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hide = useHidePost(slug);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await hide({ postId, reason });
      setOpen(false);
      setReason('');
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root placement="center" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button size="xs" variant="ghost" colorPalette="red" alignSelf="start">
          Hide
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Hide this post</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <TextField
                    label="Reason"
                    value={reason}
                    onChange={setReason}
                    max={CONVERSATION_LIMITS.hideReason.max}
                    rows={3}
                  />
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
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="red" loading={busy}>
                  Hide post
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
