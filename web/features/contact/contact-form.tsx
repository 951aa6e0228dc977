import { Alert, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { contactFormMachine } from '../../../machines/contact-form/contact-form.machine';
import type { ContactField } from '../../../machines/contact-form/contact-form.types';
import { useHydrated } from '../../lib/use-hydrated';

const fields: { name: ContactField; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
];

/**
 * The contact message form (spec §2 Contact). Its whole lifecycle (validation, the
 * simulated 1 s send, clearing the fields) is the contact-form machine's; this only draws it.
 */
export function ContactForm() {
  const [snapshot, send] = useMachine(contactFormMachine);
  const { values, errors, lastSent } = snapshot.context;
  const sending = snapshot.hasTag('sending');
  const sent = snapshot.matches('sent');
  // The prerendered /contact page shows the form before React owns it: keep it disabled
  // until hydration has attached the handlers, so no keystroke or click is dropped.
  const live = useHydrated();
  const locked = sending || !live;

  const change = (field: ContactField) => (event: { target: { value: string } }) =>
    send({ type: 'contact.change', field, value: event.target.value });

  return (
    <form
      noValidate
      aria-label="Contact form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'contact.submit' });
      }}
    >
      <Stack gap="5">
        {sent && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Message sent</Alert.Title>
              <Alert.Description>
                Thanks{lastSent?.name ? `, ${lastSent.name}` : ''}! We reply within one business day
                at {lastSent?.email ?? 'your email address'}.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {fields.map((field) => (
          <Field.Root
            key={field.name}
            required
            invalid={Boolean(errors[field.name])}
            disabled={locked}
          >
            <Field.Label>
              {field.label}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={change(field.name)}
            />
            <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
          </Field.Root>
        ))}
        <Field.Root required invalid={Boolean(errors.message)} disabled={locked}>
          <Field.Label>
            Message
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea name="message" rows={6} value={values.message} onChange={change('message')} />
          <Field.ErrorText>{errors.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={sending}
          loadingText="Sending..."
          disabled={!live}
        >
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
