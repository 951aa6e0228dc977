import { useState, type FormEvent } from 'react';
import { Button, Code, Field, Image, Input, Stack, Text } from '@chakra-ui/react';

export interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
  /** The backup factor (a second authenticator, e.g. on another device), not the first. */
  backup: boolean;
}

/** The QR code and secret of a factor being enrolled, and the first code that verifies it. */
export function TotpEnrolmentForm({
  enrolment,
  busy,
  onCode,
}: {
  enrolment: Enrolment;
  busy: boolean;
  onCode: (code: string) => Promise<boolean>;
}) {
  const [code, setCode] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await onCode(code.trim()))) return;
    setCode('');
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="3" maxW="md">
        <Text>
          {enrolment.backup
            ? 'Scan this QR code with an authenticator app on a second device (a tablet, or a spare phone), or enter the secret by hand. Keep that device somewhere safe.'
            : 'Scan this QR code with your authenticator app, or enter the secret by hand.'}
        </Text>
        <Image src={enrolment.qrCode} alt="QR code for your authenticator app" boxSize="180px" />
        <Text overflowWrap="anywhere">
          Secret: <Code>{enrolment.secret}</Code>
        </Text>
        <Field.Root required>
          <Field.Label>Code from the app</Field.Label>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Field.Root>
        <Button type="submit" alignSelf="flex-start" loading={busy}>
          {enrolment.backup ? 'Add the backup' : 'Turn on two-factor'}
        </Button>
      </Stack>
    </form>
  );
}
