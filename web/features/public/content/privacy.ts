import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/** /privacy: the Privacy Policy. */
export const PRIVACY: PublicDocument = {
  title: 'Privacy Policy',
  summary: 'What personal data LaunchFund collects, why, who sees it, and the choices you have.',
  lastUpdated: '2026-01-15',
  sections: [
    {
      heading: 'Data we collect',
      bullets: [
        'Account data: your name, email address, password (stored only as a salted hash) and role.',
        'Investment data: the projects you invest in, the amounts, dates and status of each commitment.',
        'Project data that creators publish: company description, team members, updates and terms.',
        'Messages you send us through the contact form or support mailboxes.',
        'Technical data: IP address and browser type in our server logs, kept for security.',
      ],
    },
    {
      heading: 'Why we use it',
      bullets: [
        'To run your account and sign you in.',
        'To process commitments, issue SAFEs and return money when a raise fails.',
        'To meet legal duties such as identity checks, anti-money-laundering rules and record keeping.',
        'To answer your questions and tell you about changes to the service.',
      ],
      paragraphs: ['We do not sell your personal data and we do not use advertising trackers.'],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'When you invest, the creator of that project sees your name, the amount and the date, because they must issue your SAFE. Other investors do not see your investments. We share data with service providers that host our systems and process payments, under contracts that forbid any other use, and with authorities when the law requires it.',
      ],
    },
    {
      heading: 'Cookies and storage',
      paragraphs: [
        'We store your sign-in session in your browser so you stay signed in across tabs. We use no third-party analytics or advertising cookies.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account data is kept while your account is open. Investment records are kept for seven years after the last transaction because financial regulations require it. Server logs are deleted after 30 days.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask for a copy of your data, ask us to correct it, or ask us to delete your account (records we must keep by law are retained). Write to us and we will answer within 30 days.',
      ],
      links: [{ label: 'Contact us', to: paths.contact }],
    },
  ],
};
