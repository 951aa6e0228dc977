import { LANDING_STATS } from '../../../../shared/constants';

export const MISSION =
  'We help great software companies get funded by the people who believe in them, and give those people a fair, transparent way to share in the upside.';

/** The company story (docs/product.md#about: founded in 2023). */
export const STORY = [
  'LaunchFund was founded in 2023 in San Francisco by a former SaaS founder and an angel investor who had met on opposite sides of the same difficult raise. Small software companies with real customers were being turned away by funds that wanted bigger cheques, while their own users were asking how they could invest.',
  'So we built a marketplace just for SaaS: standard SAFE agreements instead of bespoke terms, a review of every company before it goes live, and a rule that money only moves when a raise succeeds.',
  `Since then founders have raised ${LANDING_STATS.raised} from ${LANDING_STATS.angelInvestors} angel investors across ${LANDING_STATS.fundedProjects} funded projects, and ${LANDING_STATS.activePercent} of them are still building today.`,
];

/** The three values of docs/product.md#about. */
export const VALUES = [
  {
    title: 'Transparency',
    text: 'Clear terms, one simple fee, and honest risk warnings. Founders publish their metrics and updates; we publish how we review.',
  },
  {
    title: 'Innovation',
    text: 'We back founders who build new software, and we keep improving how early-stage investing works for everyone.',
  },
  {
    title: 'Community',
    text: 'Investors become a company’s first advocates. Founders help each other through demo days and founder circles.',
  },
] as const;

export const TEAM = [
  {
    name: 'Maya Chen',
    role: 'Co-founder & CEO',
    bio: 'Founded and sold a B2B analytics SaaS; raised three rounds before LaunchFund.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder & Head of Investments',
    bio: 'Angel investor in 40+ software companies; leads the project review team.',
  },
  {
    name: 'Sofia Martínez',
    role: 'CTO',
    bio: 'Built payments infrastructure at two fintech companies; runs our engineering team.',
  },
  {
    name: 'James Whitfield',
    role: 'Head of Community',
    bio: 'Runs demo days and founder circles, and previously ran a startup accelerator.',
  },
] as const;
