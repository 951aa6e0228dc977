/**
 * The text rules of conversations: questions, answers, messages, update bodies and
 * moderation reasons. Plain text only: trimmed, line breaks kept, invisible and
 * direction-changing characters and HTML tags refused (shared/schemas/text.ts, the rule
 * of every text a person types that others see), so nothing a reader sees can differ
 * from what was written. Links stay plain text; the app
 * renders every post as text, never as HTML.
 */
import * as v from 'valibot';
import { formatCount } from '../format';
import { plainText, type TextKind } from '../schemas/text';

/**
 * A required conversation text of `min`–`max` characters (after trimming).
 * @param label how the messages name the field ("question", "message").
 */
export function conversationText(label: string, min: number, max: number, kind: TextKind) {
  const missing = `Write your ${label}.`;
  return v.pipe(
    v.string(missing),
    v.trim(),
    plainText(label, kind),
    v.nonEmpty(missing),
    v.minLength(min, `The ${label} must be at least ${min} characters.`),
    // formatCount, not toLocaleString: these run as a dashboard starts, where the first
    // Intl call's locale data load is a long task (shared/format.ts).
    v.maxLength(max, `The ${label} can be at most ${formatCount(max)} characters.`),
  );
}

/** Length limits of every conversation text (characters, after trimming). */
export const CONVERSATION_LIMITS = {
  post: { min: 2, max: 2000 },
  message: { min: 1, max: 2000 },
  updateTitle: { min: 3, max: 120 },
  updateContent: { min: 10, max: 5000 },
  hideReason: { min: 3, max: 500 },
} as const;

/** Posts (questions and answers) a user may write per window, and the window. */
export const POST_RATE_LIMIT = { posts: 10, windowMinutes: 10 } as const;
/** Direct messages a user may send per window, and the window. */
export const MESSAGE_RATE_LIMIT = { messages: 30, windowMinutes: 10 } as const;

/** Largest page of a list (discussion, updates, notifications). */
export const MAX_PAGE_SIZE = 50;
