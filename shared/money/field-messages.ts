import type * as v from 'valibot';

/**
 * A valibot object message that names the missing field: valibot reports an absent
 * required key with the object's message, so this returns `messages[key]` for that key
 * and `fallback` for anything else (e.g. the input is not an object at all).
 */
export function missingFieldMessage(
  messages: Readonly<Record<string, string>>,
  fallback: string,
): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => {
    const key = issue.path?.[0]?.key;
    return typeof key === 'string' && issue.path?.length === 1 && Object.hasOwn(messages, key)
      ? (messages[key] ?? fallback)
      : fallback;
  };
}
