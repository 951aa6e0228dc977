import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/lib/api-client';
import { errorText } from '../../../web/lib/error-text';

describe('errorText', () => {
  it('shows a refused field’s own message rather than the envelope’s general one', () => {
    const refused = new ApiError(422, 'validation_failed', 'Check the highlighted fields.', {
      text: 'Write the question as plain text: HTML tags are not allowed.',
    });
    expect(errorText(refused)).toBe('Write the question as plain text: HTML tags are not allowed.');
  });

  it('shows the server’s sentence when no field is named, and a generic one otherwise', () => {
    expect(errorText(new ApiError(429, 'rate_limited', 'Try again in 5 minutes.'))).toBe(
      'Try again in 5 minutes.',
    );
    expect(errorText(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
