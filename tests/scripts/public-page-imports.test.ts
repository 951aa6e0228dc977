/**
 * What a public page's static imports (fetched with the page) must not reach:
 * - chart code: nivo and web/components/charts/ load only where a chart is shown (a
 *   dashboard, the project page's Updates tab once chosen);
 * - the session machine: a signed-out visitor's page reads the session without it
 *   (web/lib/session-host.ts); the sign-in and sign-up pages load it with their first
 *   submit, and only the new-password page imports it (web/lib/session-machine.tsx).
 * The bench measures the same in the browser (`npm run bench -- --only=size`); this reads
 * the source, so it fails in the test run instead.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reached as reachedBy, root, type StaticImport } from './static-imports';

const CHART_CODE = /^@nivo\/|[\\/]web[\\/]components[\\/]charts[\\/]/;
const SESSION_MACHINE =
  /^(?:xstate|@xstate\/react)$|[\\/]machines[\\/]session[\\/]session\.machine\.ts$/;

/** What of `pattern` `entry` reaches through static imports, each as the chain that reaches it. */
const reached = (entry: string, pattern: RegExp) => reachedBy(entry, (file) => pattern.test(file));

const publicPages = [
  'web/main.tsx',
  'web/features/layout/public-layout.tsx',
  ...['web/pages/public', 'web/pages/auth'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => `${dir}/${name}`),
  ),
];

/**
 * The page drawn through the session machine, and the page with a form machine of its own.
 * The contact and signup forms load theirs with the visitor's first intent on the form
 * (web/lib/deferred-form.ts), so their pages reach no xstate.
 */
const MACHINE_PAGES = new Set(['web/pages/auth/reset-password-page.tsx']);
const FORM_MACHINE_PAGES = new Set(['web/pages/auth/forgot-password-page.tsx']);

describe('what public pages import', () => {
  it('has the project page among the pages checked', () => {
    expect(publicPages).toContain('web/pages/public/project-detail-page.tsx');
  });

  it.each(publicPages)('%s reaches no chart code through static imports', (entry) => {
    expect(reached(entry, CHART_CODE)).toEqual([]);
  });

  it('finds chart code where a module does import it statically', () => {
    expect(reached('web/features/projects/detail/update-metrics-charts.tsx', CHART_CODE)).toEqual([
      expect.stringContaining('web/components/charts/line-chart.tsx'),
    ]);
  });

  it.each(publicPages.filter((page) => !MACHINE_PAGES.has(page)))(
    '%s reaches no session machine (nor xstate) through static imports',
    (entry) => {
      const found = reached(entry, SESSION_MACHINE);
      // A form's own machine (forgot password) brings xstate, not the session's.
      expect(
        FORM_MACHINE_PAGES.has(entry)
          ? found.filter((chain) => chain.includes('machines/session'))
          : found,
      ).toEqual([]);
    },
  );

  it('checks the sign-in page, which loads the session machine with its first submit', () => {
    expect(publicPages).toContain('web/pages/auth/login-page.tsx');
    expect(MACHINE_PAGES).not.toContain('web/pages/auth/login-page.tsx');
    expect(FORM_MACHINE_PAGES).not.toContain('web/pages/auth/login-page.tsx');
  });

  it.each(['web/pages/public/contact-page.tsx', 'web/pages/auth/signup-page.tsx'])(
    '%s leaves its form machine to the form (no xstate with the page)',
    (entry) => {
      expect(publicPages).toContain(entry);
      expect(FORM_MACHINE_PAGES).not.toContain(entry);
    },
  );

  it.each([...MACHINE_PAGES])('%s brings the session machine with it', (entry) => {
    expect(reached(entry, SESSION_MACHINE)).toContainEqual(
      expect.stringContaining('machines/session/session.machine.ts'),
    );
  });
});

/** Chakra's parts built on Ark's Field (its code with Zag's runtime and auto-resize). */
// (InputGroup is not one: a Group with the input it is given, whatever draws that.)
const ARK_FIELD_PARTS = new Set(['Field', 'Input', 'Textarea', 'NativeSelect']);

function arkField(file: string, names: StaticImport['names']): boolean {
  if (/^@ark-ui\/react(?:\/field)?$/.test(file)) return true;
  return (
    file === '@chakra-ui/react' && (names === '*' || names.some((n) => ARK_FIELD_PARTS.has(n)))
  );
}

describe("the public forms' fields", () => {
  it.each([
    'web/pages/auth/login-page.tsx',
    'web/pages/auth/forgot-password-page.tsx',
    'web/pages/public/contact-page.tsx',
    'web/pages/public/discover-page.tsx',
  ])('%s reaches no Ark Field (web/components/form-field.tsx draws them)', (entry) => {
    expect(reachedBy(entry, arkField)).toEqual([]);
  });

  it('finds Ark Field where a form does use Chakra’s Field', () => {
    expect(reachedBy('web/features/auth/mfa-challenge-form.tsx', arkField)).toEqual([
      'web/features/auth/mfa-challenge-form.tsx → @chakra-ui/react',
    ]);
  });
});

/** Chakra's RadioGroup: Ark's, with Zag's radio machine and runtime. */
function arkRadioGroup(file: string, names: StaticImport['names']): boolean {
  if (/^@ark-ui\/react(?:\/radio-group)?$/.test(file)) return true;
  return file === '@chakra-ui/react' && (names === '*' || names.includes('RadioGroup'));
}

/** Chakra's Checkbox: Ark's, with Zag's checkbox machine and runtime. */
function arkCheckbox(file: string, names: StaticImport['names']): boolean {
  if (/^@ark-ui\/react(?:\/checkbox)?$/.test(file)) return true;
  return file === '@chakra-ui/react' && (names === '*' || names.includes('Checkbox'));
}

describe("Discover's lead filter", () => {
  it('is a checkbox without Ark Checkbox (web/components/check-box.tsx draws it)', () => {
    expect(reachedBy('web/pages/public/discover-page.tsx', arkCheckbox)).toEqual([]);
  });

  it('finds Ark Checkbox where a module does use Chakra’s Checkbox', () => {
    expect(arkCheckbox('@chakra-ui/react', ['Checkbox'])).toBe(true);
    expect(arkCheckbox('@chakra-ui/react', ['Stack'])).toBe(false);
  });
});

describe("the signup form's role", () => {
  it('is chosen without Ark RadioGroup (web/components/radio-choices.tsx draws it)', () => {
    expect(reachedBy('web/pages/auth/signup-page.tsx', arkRadioGroup)).toEqual([]);
  });

  it('finds Ark RadioGroup where a module does use Chakra’s RadioGroup', () => {
    expect(arkRadioGroup('@chakra-ui/react', ['RadioGroup', 'Stack'])).toBe(true);
    expect(arkRadioGroup('@chakra-ui/react', ['Stack'])).toBe(false);
  });
});
