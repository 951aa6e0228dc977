import { useState, type FormEvent } from 'react';
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { useAnswerQuestion } from '../api/answer-question';
import { errorText } from '../error-text';
import { TextField } from '../text-field';

/** The founder's "Answer": opens a box under the question; sent answers show as "Founder". */
export function AnswerForm({ slug, questionId }: { slug: string; questionId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answer = useAnswerQuestion(slug);

  if (!open) {
    return (
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        Answer
      </Button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await answer({ questionId, text });
      setText('');
      setOpen(false);
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
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
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
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
