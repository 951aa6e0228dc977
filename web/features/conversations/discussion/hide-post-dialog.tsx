import { useState } from 'react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { ActionDialog } from '../../../components/action-dialog';
import { useHidePost } from '../api/hide-post';
import { TextField } from '../text-field';
import { useSendForm } from '../../../lib/use-send-form';
import { HideButton } from './hide-button';

/** An admin hides a post with a reason; the post stays in the log as removed. */
export function HidePostDialog({ slug, postId }: { slug: string; postId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const hide = useHidePost(slug);
  const { submit, busy, failure } = useSendForm(
    () => hide({ postId, reason }),
    () => {
      setOpen(false);
      setReason('');
    },
  );

  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<HideButton />}
      title="Hide this post"
      failure={failure}
      cancelLabel="Cancel"
      confirmLabel="Hide post"
      palette="red"
      busy={busy}
      action={{ submit }}
    >
      <TextField
        label="Reason"
        value={reason}
        onChange={setReason}
        max={CONVERSATION_LIMITS.hideReason.max}
        rows={3}
      />
    </ActionDialog>
  );
}
