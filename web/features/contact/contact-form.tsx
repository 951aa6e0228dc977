import { Alert, Button, Stack } from '@chakra-ui/react';
import type { ContactField } from '../../../machines/contact-form/contact-form.types';
import { CONTACT_LIMITS, CONTACT_SENT_ID } from '../../../shared/schemas/contact';
import { apiPaths } from '../../../shared/routes';
import { deferredForm, useDeferredForm } from '../../lib/deferred-form';
import { useHydrated } from '../../lib/use-hydrated';
import { TargetedNotice } from '../../components/targeted-notice';
import { FieldInput, FieldTextarea, FormField } from '../../components/form-field';
import { contactLoadFailed, initialContactView, previewContact } from './contact-form-state';

/** The machine (xstate with it) loads with the visitor's first intent on the form. */
const createContactForm = () =>
  deferredForm({
    start: () => import('./contact-form-machine').then((module) => module.startContactForm()),
    initial: initialContactView(),
    preview: previewContact,
    failed: contactLoadFailed,
  });

const fields: { name: ContactField; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
];

/**
 * The contact message form (docs/product.md#contact-form). Its whole lifecycle
 * (validation, sending, clearing the fields, a failed send) is the contact-form
 * machine's; this only draws it. The machine is loaded when the visitor focuses or points
 * into the form (web/lib/deferred-form.ts): what they do before it arrives shows at once
 * and is handed to it.
 */
export function ContactForm() {
  const [view, send, warm] = useDeferredForm(createContactForm);
  const { values, errors, lastSent, sendError, sending, sent } = view;
  // Without JavaScript the form still works: the browser checks the fields (required,
  // email, lengths) and posts them to /api/contact, which answers with a redirect to the
  // Message sent notice below (docs/product.md#contact-form). Once the page has hydrated,
  // the app checks the fields with the spec's messages and sends them itself.
  const live = useHydrated();

  const change = (field: ContactField) => (event: { target: { value: string } }) =>
    send({ type: 'contact.change', field, value: event.target.value });

  return (
    <form
      method="post"
      action={apiPaths.contact}
      noValidate={live}
      aria-label="Contact form"
      onFocus={warm}
      onPointerDown={warm}
      // Not started at load (web/main.tsx): typing is the browser's own until the app
      // runs, so it shows at once.
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'contact.submit' });
      }}
    >
      <Stack gap="5">
        {/* The answer to the form sent before hydration or without JavaScript (/contact#message-sent). */}
        <TargetedNotice id={CONTACT_SENT_ID} title="Message sent">
          Thanks! We reply within one business day at your email address.
        </TargetedNotice>
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
        {sendError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your message was not sent</Alert.Title>
              <Alert.Description>
                {sendError} Your text is kept: press Send Message to try again.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {fields.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            required
            invalid={Boolean(errors[field.name])}
            error={errors[field.name]}
            disabled={sending}
          >
            {(control) => (
              <FieldInput
                {...control}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                maxLength={field.name === 'email' ? undefined : CONTACT_LIMITS[field.name]}
                value={values[field.name]}
                onChange={change(field.name)}
              />
            )}
          </FormField>
        ))}
        <FormField
          label="Message"
          required
          invalid={Boolean(errors.message)}
          error={errors.message}
          disabled={sending}
        >
          {(control) => (
            <FieldTextarea
              {...control}
              name="message"
              rows={6}
              value={values.message}
              onChange={change('message')}
            />
          )}
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={sending}
          loadingText="Sending..."
        >
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
