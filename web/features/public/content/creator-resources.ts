import { PLATFORM_FEE_PERCENT } from '../../../../shared/constants';
import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/** /creator-resources: what founders need to prepare a raise. */
export const CREATOR_RESOURCES: PublicDocument = {
  title: 'Creator Resources',
  summary: 'Everything a SaaS founder needs to prepare, launch and close a raise on LaunchFund.',
  sections: [
    {
      heading: 'Before you submit',
      bullets: [
        'A clear description: the problem, who pays for your product today, and why now.',
        'Your key metrics: recurring revenue, growth, retention and burn.',
        'Your terms: funding goal (typical raises are $50,000 to $500,000), equity offered, minimum investment and end date.',
        'A team section with a short bio for each founder and key hire.',
      ],
    },
    {
      heading: 'The review',
      paragraphs: [
        'After you submit, our team reviews the company and its documents, usually within five business days. We may ask for changes before approving; once approved, your project is live on Discover until its end date.',
      ],
    },
    {
      heading: 'During the raise',
      paragraphs: [
        'Post updates at least every two weeks while you raise and answer investors’ questions quickly: active projects raise faster. At the end date the raise is either funded or failed.',
      ],
    },
    {
      heading: 'What it costs',
      paragraphs: [
        `Listing is free. We charge ${PLATFORM_FEE_PERCENT}% of the amount raised, only when the raise succeeds; if it fails, investors are refunded and you pay nothing.`,
      ],
      links: [{ label: 'Pricing', to: paths.pricing }],
    },
  ],
  actions: [{ label: 'Start raising', to: paths.signupAs('creator') }],
};
