import { useState } from 'react';
import { Button, Checkbox, Stack } from '@chakra-ui/react';
import { CONVERSATION_LIMITS } from '../../../../shared/conversations/api';
import { FormAlert } from '../../../components/form-alert';
import { useAskQuestion } from '../api/ask-question';
import { TextField } from '../text-field';
import { useSendForm } from '../../../lib/use-send-form';

const { max } = CONVERSATION_LIMITS.post;

/**
 * Ask the founders a question. Whoever is paid to promote the offering must say so: the
 * checkbox is sent with every question and shown beside it.
 */
export function AskQuestionForm({ slug }: { slug: string }) {
  const [text, setText] = useState('');
  const [compensated, setCompensated] = useState(false);
  const ask = useAskQuestion(slug);
  const { submit, busy, failure } = useSendForm(
    () => ask({ text, compensatedPromoter: compensated }),
    () => {
      setText('');
      setCompensated(false);
    },
  );

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
        <FormAlert message={failure} />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
          Ask a question
        </Button>
      </Stack>
    </form>
  );
}
