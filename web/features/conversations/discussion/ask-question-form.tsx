import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Stack } from '@chakra-ui/react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { useAskQuestion } from '../api/ask-question';
import { errorText } from '../error-text';
import { TextField } from '../text-field';

const { max } = CONVERSATION_LIMITS.post;

/**
 * Ask the founders a question. Whoever is paid to promote the offering must say so: the
 * checkbox is sent with every question and shown beside it.
 */
export function AskQuestionForm({ slug }: { slug: string }) {
  const [text, setText] = useState('');
  const [compensated, setCompensated] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useAskQuestion(slug);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await ask({ text, compensatedPromoter: compensated });
      setText('');
      setCompensated(false);
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Ask a question">
      <Stack gap="3">
        <TextField label="Your question" value={text} onChange={setText} max={max} />
        <Checkbox.Root
          checked={compensated}
          onCheckedChange={(details) => setCompensated(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>I am compensated for promoting this offering</Checkbox.Label>
        </Checkbox.Root>
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
          Ask a question
        </Button>
      </Stack>
    </form>
  );
}
