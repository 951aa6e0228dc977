import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { FormAlert } from '../../../components/form-alert';
import { useAnswerQuestion } from '../api/answer-question';
import { TextField } from '../text-field';
import { useSendForm } from '../../../lib/use-send-form';

/** The founder's "Answer": opens a box under the question; sent answers show as "Founder". */
export function AnswerForm({ slug, questionId }: { slug: string; questionId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const answer = useAnswerQuestion(slug);
  const { submit, busy, failure } = useSendForm(
    () => answer({ questionId, text }),
    () => {
      setText('');
      setOpen(false);
    },
  );

  if (!open) {
    return (
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        Answer
      </Button>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="2">
        <TextField
          label="Your answer"
          value={text}
          onChange={setText}
          max={CONVERSATION_LIMITS.post.max}
          rows={3}
        />
        <FormAlert message={failure} />
        <HStack>
          <Button type="submit" size="sm" colorPalette="brand" loading={busy}>
            Post answer
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
