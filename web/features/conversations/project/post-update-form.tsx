import { useState, type FormEvent } from 'react';
import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { usePostUpdate } from '../api/post-update';
import { errorText } from '../error-text';
import { TextField } from '../text-field';

/** "Post an update" on the creator's live or funded project: followers and backers are told. */
export function PostUpdateForm({ projectId, slug }: { projectId: string; slug: string }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [posted, setPosted] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const post = usePostUpdate(projectId, slug);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setPosted(null);
    setBusy(true);
    try {
      const result = await post({ title, content });
      setTitle('');
      setContent('');
      setPosted(
        `Update posted. ${result.notified} ${result.notified === 1 ? 'person was' : 'people were'} notified.`,
      );
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="post-update-heading">
      <Stack gap="3" borderWidth="1px" rounded="lg" p="5">
        <Heading as="h2" size="md" id="post-update-heading">
          Post an update
        </Heading>
        <TextField
          label="Title"
          value={title}
          onChange={setTitle}
          max={CONVERSATION_LIMITS.updateTitle.max}
          multiline={false}
        />
        <TextField
          label="Update"
          value={content}
          onChange={setContent}
          max={CONVERSATION_LIMITS.updateContent.max}
          rows={6}
        />
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        {posted && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Description>{posted}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
          Post update
        </Button>
      </Stack>
    </form>
  );
}
