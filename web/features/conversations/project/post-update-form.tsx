import { useState } from 'react';
import { Button, Heading, Stack } from '@chakra-ui/react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { FormAlert } from '../../../components/form-alert';
import { usePostUpdate } from '../api/post-update';
import { TextField } from '../text-field';
import { useSendForm } from '../use-send-form';

/** "Post an update" on the creator's live or funded project: followers and backers are told. */
export function PostUpdateForm({ projectId, slug }: { projectId: string; slug: string }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [posted, setPosted] = useState<string | null>(null);
  const post = usePostUpdate(projectId, slug);
  const { submit, busy, failure } = useSendForm(
    () => {
      setPosted(null);
      return post({ title, content });
    },
    (result) => {
      setTitle('');
      setContent('');
      setPosted(
        `Update posted. ${result.notified} ${result.notified === 1 ? 'person was' : 'people were'} notified.`,
      );
    },
  );

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
        <FormAlert message={failure} />
        <FormAlert status="success" message={posted} />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
          Post update
        </Button>
      </Stack>
    </form>
  );
}
