import type { Page } from '@playwright/test';

/** A submit button as the browser itself posted its form. */
export interface SubmitButtonOnSubmit {
  label: string;
  disabled: boolean;
  /** A spinner is drawn and turning (web/lib/native-submit.ts, `.native-spinner`). */
  spinner: boolean;
}

/**
 * Records a form's submit button as the browser itself posts the form (a listener after
 * the page's own): what it says, whether it is disabled and shows a spinner, for a test to
 * read from the page the post leads to: the posting page is gone by then, and while its
 * navigation is pending Playwright cannot look at it.
 */
export async function recordSubmitButton(
  page: Page,
): Promise<() => Promise<SubmitButtonOnSubmit | null>> {
  await page.evaluate(() =>
    window.addEventListener('submit', (event) => {
      const button = (event as SubmitEvent).submitter;
      const spinner = button?.querySelector('.native-spinner');
      const style = spinner ? getComputedStyle(spinner) : null;
      const seen = {
        label: button?.textContent ?? '',
        disabled: button instanceof HTMLButtonElement && button.disabled,
        spinner: style !== null && style.display !== 'none' && style.animationName === 'spin',
      };
      sessionStorage.setItem('button-on-submit', JSON.stringify(seen));
    }),
  );
  return () =>
    page.evaluate(() => {
      const seen = sessionStorage.getItem('button-on-submit');
      return seen === null ? null : (JSON.parse(seen) as SubmitButtonOnSubmit);
    });
}
