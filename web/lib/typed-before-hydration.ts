/**
 * What a visitor typed into the server-rendered page before it hydrated, handed to the
 * app once it has: the page's fields are live from the first paint, but React's state
 * starts from what the server rendered. React tracks the value it last gave each
 * controlled field; an input event on a field whose value differs makes its onChange run
 * with what was typed, and changes nothing on a field the visitor did not touch.
 * Checkboxes and radios are left alone (an event would toggle them).
 */
export function adoptTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      continue;
    }
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
}
