/**
 * The fields the public forms draw without Ark's Field (web/components/form-field.tsx)
 * keep its ARIA: the label names the control, a hint describes it, and an error shows,
 * and is the control's error message, only while the field is invalid.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../web/app/providers';
import { FieldInput, FieldTextarea, FormField } from '../../../web/components/form-field';

function Email({ error, hint }: { error?: string; hint?: string }) {
  return (
    <AppProviders>
      <FormField label="Email" required invalid={Boolean(error)} error={error} hint={hint}>
        {(control) => <FieldInput {...control} type="email" name="email" />}
      </FormField>
      <FormField label="Message" required={false}>
        {(control) => <FieldTextarea {...control} name="message" />}
      </FormField>
    </AppProviders>
  );
}

describe('FormField', () => {
  it('names its control by its label and marks it required', () => {
    render(<Email />);
    const input = screen.getByRole('textbox', { name: /^Email/ });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toBeRequired();
    // The required mark is drawn, and hidden from assistive technology.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes its control with the hint', () => {
    render(<Email hint="At least 8 characters" />);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'At least 8 characters',
    );
  });

  it('shows the error only while invalid, as the control’s error message', () => {
    const view = render(<Email />);
    expect(screen.queryByText('Please enter your email address.')).toBeNull();
    view.rerender(<Email error="Please enter your email address." />);
    const input = screen.getByRole('textbox', { name: /^Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Please enter your email address.');
  });
});
