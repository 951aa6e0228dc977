import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/** /guides: Investor Guides. */
export const INVESTOR_GUIDES: PublicDocument = {
  title: 'Investor Guides',
  summary: 'Practical guides for angel investors backing SaaS companies on LaunchFund.',
  sections: [
    {
      heading: 'Understanding SAFEs',
      paragraphs: [
        'A SAFE converts into shares at the company’s next priced round. Look at the equity offered for the round and at how much the company is raising: together they tell you the valuation you are buying at. Remember that later rounds dilute early holders.',
      ],
    },
    {
      heading: 'Reading a SaaS project',
      bullets: [
        'Revenue quality: monthly recurring revenue, its growth rate and how much of it comes from the largest customers.',
        'Retention: net revenue retention above 100% means existing customers spend more each year.',
        'Efficiency: how many months of burn the round buys, and what milestones it should reach.',
        'Team: whether the founders have shipped software and sold it to this market before.',
      ],
    },
    {
      heading: 'Building a portfolio',
      paragraphs: [
        'Early-stage returns come from a few big winners, so spread your money. Investing the minimum in ten companies is far safer than putting ten times the minimum into one. Each project sets its own minimum, usually $500 to $1,000.',
      ],
    },
    {
      heading: 'After you invest',
      paragraphs: [
        'Your dashboard tracks each commitment. Read the founders’ updates, and expect to wait years for an outcome. If a raise fails, your money comes back automatically.',
      ],
      links: [
        { label: 'Risk disclosure', to: paths.legal },
        { label: 'FAQ', to: paths.faq },
      ],
    },
  ],
  actions: [
    { label: 'Browse Projects', to: paths.projects },
    { label: 'Start Investing', to: paths.signupAs('investor') },
  ],
};
