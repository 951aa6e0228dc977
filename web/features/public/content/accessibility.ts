import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/**
 * /accessibility: the accessibility statement. Every claim here is checked by a test:
 * e2e/newcomer.spec.ts walks this page's list of screens with axe, the keyboard journey
 * through /login and the 360 px check; tests/web/public/accessibility-page.test.tsx keeps
 * the statement's own promises (target, contact route) in place.
 */
export const ACCESSIBILITY: PublicDocument = {
  title: 'Accessibility',
  summary:
    'LaunchFund should work for everyone, whatever device, browser or assistive technology they use.',
  lastUpdated: '2026-11-23',
  sections: [
    {
      heading: 'Our target',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page of LaunchFund: the public site, sign-in and sign-up, and the investor, founder and admin dashboards.',
      ],
    },
    {
      heading: 'How we test',
      bullets: [
        'Automated checks: axe-core runs on the screens of the site in our component and end-to-end tests, in a real browser for the end-to-end ones; a serious or critical violation fails the build.',
        'Keyboard journeys: we sign in using the keyboard alone, and the tab order follows the order of the form (Email, Password, Forgot password, Log in).',
        'Small screens: the public pages, sign-in and this statement are checked at 360 pixels wide, where nothing may scroll sideways.',
        'Form fields have visible labels; rules such as "At least 8 characters" for a password are shown before you type, and errors are announced next to their field.',
      ],
    },
    {
      heading: 'Known gaps',
      bullets: [
        'Charts on the dashboards are drawn as images; each has a text table with the same figures beside it, but the charts themselves cannot be explored with a screen reader.',
        'The Google and GitHub buttons on the sign-in screens are not connected to those providers yet; they say so when pressed.',
        'We have not yet run a full audit with screen-reader users; our testing is automated and manual keyboard testing by our team.',
      ],
    },
    {
      heading: 'Report a barrier',
      paragraphs: [
        'If something on LaunchFund is hard or impossible for you to use, tell us through the contact form: choose a subject such as "Accessibility" and describe the page and what happened. Every message reaches our support team, and we reply within one business day.',
      ],
      links: [{ label: 'Open the contact form', to: paths.contact }],
    },
  ],
  actions: [{ label: 'Contact us', to: paths.contact }],
};
