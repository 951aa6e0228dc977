import { HYDRATION_PART_ATTRIBUTE, partOf } from './page-hydration';

/**
 * What a visitor typed into the server-rendered page before it hydrated, handed to the
 * app once it has. The fields are live from the first paint, but React's state starts
 * from what the server rendered, and hydration takes the field's current value as the
 * one React last gave it, so the next render would put the rendered value back over what
 * was typed. For each text field whose value differs from the rendered one (its
 * `defaultValue`), React is shown the rendered value and then, in the input event a
 * keystroke makes, the typed one: its onChange runs with what was typed. A field nobody
 * touched is left alone; so are checkboxes and radios (an event would toggle them).
 *
 * `root` is the page's root, when the shell hydrates, or a part's element, when that part
 * hydrates (web/components/hydration-part.tsx): only its own fields, not those of a part
 * inside it, which is hydrated later (an input event there would make React hydrate that
 * part first, taking the typed value as the rendered one, so no change would be seen).
 */
export function adoptTypedValues(root: HTMLElement): void {
  const owner = root.hasAttribute(HYDRATION_PART_ATTRIBUTE) ? root : null;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (partOf(field) !== owner) continue;
    if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type)) {
      continue;
    }
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!setNative) continue;
    // Through the element (React's change tracking sees it), then past it.
    field.value = field.defaultValue;
    setNative.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
