import { LANDING_STATS } from '../../../../shared/constants';
import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/** /press: the press kit and facts about the company. */
export const PRESS: PublicDocument = {
  title: 'Press',
  summary: 'Facts, figures and contacts for journalists writing about LaunchFund.',
  sections: [
    {
      heading: 'LaunchFund at a glance',
      bullets: [
        'Founded in 2023 in San Francisco.',
        `${LANDING_STATS.raised} raised for SaaS founders across ${LANDING_STATS.fundedProjects} funded projects.`,
        `${LANDING_STATS.angelInvestors} angel investors on the platform.`,
        `${LANDING_STATS.activePercent} of funded projects are still active.`,
        'Every investment is made on a standard SAFE agreement.',
      ],
    },
    {
      heading: 'Boilerplate',
      paragraphs: [
        'LaunchFund is the funding marketplace for software-as-a-service companies. Founders raise from angel investors on standard SAFE agreements; every project is reviewed before it goes live, and investors are refunded in full when a raise misses its goal.',
      ],
    },
    {
      heading: 'Media contact',
      paragraphs: [
        'For interviews, data requests and logos, write to us through the contact page with "Press" in the subject. We answer press requests the same business day.',
      ],
      links: [{ label: 'Contact the press team', to: paths.contact }],
    },
  ],
};
