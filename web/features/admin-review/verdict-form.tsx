import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { REVIEW_TEXT_MAX } from '../../../shared/schemas/project-review';

export interface VerdictFormProps {
  /** 'Note to the creator' or 'Reason for rejecting'. */
  label: string;
  submitLabel: string;
  /** Shown when the admin sends no text, e.g. 'Write a note for the creator.' */
  missingMessage: string;
  palette: 'blue' | 'red';
  /** The server's message for the field, if it refused the text. */
  error?: string;
  busy: boolean;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/** The text an admin must give with "request changes" or "reject". */
export function VerdictForm(props: VerdictFormProps) {
  const { label, submitLabel, missingMessage, palette, error, busy, onSubmit, onCancel } = props;
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setMissing(true);
      return;
    }
    onSubmit(text.trim());
  };
  const message = missing ? missingMessage : error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <Field.Root invalid={Boolean(message)} required>
          <Field.Label>{label}</Field.Label>
          <Textarea
            value={text}
            rows={3}
            maxLength={REVIEW_TEXT_MAX}
            onChange={(e) => {
              setText(e.target.value);
              setMissing(false);
            }}
          />
          <Field.ErrorText>{message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette={palette} size="sm" loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
