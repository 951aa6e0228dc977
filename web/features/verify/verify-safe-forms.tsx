import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { MAX_SAFE_TEXT_CHARS } from '../../../shared/verification/verify-api';
import { FormAlert } from '../../components/form-alert';
import { useVerifySafe } from './verify-safe-api';
import { VerifyResult } from './verify-result';

/** A SAFE's text file is a few kilobytes; anything far larger is not one. */
const MAX_FILE_BYTES = MAX_SAFE_TEXT_CHARS * 4;

/**
 * Two ways to check a SAFE: its text (pasted, or read from its text file) or its
 * SHA-256. The answer of the last check shows under both.
 */
export function VerifySafeForms() {
  const verify = useVerifySafe();
  const [text, setText] = useState('');
  const [hash, setHash] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileNote(null);
    if (!file) return;
    if (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')) {
      setFileNote(
        'A PDF cannot be checked by its text here. Paste the SHA-256 printed at the end of the PDF into the hash field below.',
      );
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setFileNote('This file is too large to be a LaunchFund SAFE. Choose the SAFE text file.');
      return;
    }
    setText(await file.text());
  }

  function submitText(event: FormEvent) {
    event.preventDefault();
    verify.mutate({ text });
  }

  function submitHash(event: FormEvent) {
    event.preventDefault();
    verify.mutate({ sha256: hash });
  }

  return (
    <Stack gap="10">
      <Stack as="form" gap="4" aria-label="Check a SAFE document" onSubmit={submitText}>
        <Heading as="h2" size="lg">
          Check a document
        </Heading>
        <Field.Root>
          <Field.Label>SAFE document text</Field.Label>
          <Textarea
            name="text"
            rows={8}
            value={text}
            maxLength={MAX_SAFE_TEXT_CHARS}
            onChange={(event) => setText(event.target.value)}
            placeholder="SAFE (Simple Agreement for Future Equity)…"
          />
          <Field.HelperText>
            Paste the whole document, from its first line to its last.
          </Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Or choose its text file</Field.Label>
          <Input
            type="file"
            accept=".txt,text/plain,.pdf,application/pdf"
            p="1"
            onChange={(event) => void readFile(event)}
          />
          <FormAlert message={fileNote} />
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          disabled={text.trim() === ''}
          loading={verify.isPending && verify.variables.text !== undefined}
        >
          Verify document
        </Button>
      </Stack>

      <Stack as="form" gap="4" aria-label="Check a SAFE hash" onSubmit={submitHash}>
        <Heading as="h2" size="lg">
          Check a fingerprint
        </Heading>
        <Field.Root>
          <Field.Label>SHA-256 hash</Field.Label>
          <Input
            name="sha256"
            value={hash}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setHash(event.target.value)}
            placeholder="64 characters, 0-9 and a-f"
          />
          <Field.HelperText>
            It is printed at the end of every SAFE PDF and shown beside the signature.
          </Field.HelperText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          disabled={hash.trim() === ''}
          loading={verify.isPending && verify.variables.sha256 !== undefined}
        >
          Verify hash
        </Button>
      </Stack>

      <Stack gap="3" aria-live="polite">
        <FormAlert message={verify.error?.message} />
        {verify.data && <VerifyResult answer={verify.data} />}
        {!verify.data && !verify.error && (
          <Text color="fg.muted" fontSize="sm">
            The answer shows here. We never show who invested or how much: the investor&apos;s name
            is masked.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
