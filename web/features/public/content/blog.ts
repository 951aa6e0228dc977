import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/** /blog: recent articles from the LaunchFund team. */
export const BLOG: PublicDocument = {
  title: 'Blog',
  summary: 'Notes from the LaunchFund team on SaaS fundraising and angel investing.',
  sections: [
    {
      heading: 'What a SAFE really promises you',
      paragraphs: [
        'Valuation caps, discounts and most-favoured-nation clauses explained with worked examples, and why a SAFE that never converts is worth nothing.',
      ],
      links: [{ label: 'Read the risk disclosure', to: paths.legal }],
    },
    {
      heading: 'The five SaaS metrics we look at in every review',
      paragraphs: [
        'Recurring revenue, growth, net revenue retention, gross margin and burn multiple: how our review team reads them, and the ranges that make us ask more questions.',
      ],
      links: [{ label: 'Creator resources', to: paths.creatorResources }],
    },
    {
      heading: 'Why we only charge when a raise succeeds',
      paragraphs: [
        'A success fee keeps us honest: we earn nothing from a project that fails to fund, so we only approve companies we believe can reach their goal.',
      ],
      links: [{ label: 'Pricing', to: paths.pricing }],
    },
    {
      heading: 'Building a first angel portfolio with $5,000',
      paragraphs: [
        'Why ten small bets beat one big one, and how per-project minimums of $500 to $1,000 make that possible.',
      ],
      links: [{ label: 'Investor guides', to: paths.guides }],
    },
  ],
};
