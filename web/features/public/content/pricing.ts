import { PLATFORM_FEE_PERCENT } from '../../../../shared/constants';
import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/** /pricing: the fee rules of docs/product.md#fees, stated plainly. */
export const PRICING: PublicDocument = {
  title: 'Pricing',
  summary: `One fee: ${PLATFORM_FEE_PERCENT}% of a successful raise. Nothing if the raise fails, and never anything for investors.`,
  sections: [
    {
      heading: 'For creators',
      bullets: [
        'Listing a project and going through review: free.',
        `A raise that reaches its goal: ${PLATFORM_FEE_PERCENT}% of the amount raised, taken when the funds are released. On a $200,000 raise that is $10,000.`,
        'A raise that misses its goal: nothing. Every investor is refunded and you owe us nothing.',
      ],
    },
    {
      heading: 'For investors',
      bullets: [
        'No sign-up, platform or transaction fees: every dollar you commit goes to the company.',
        'If the raise fails, your commitment is returned in full.',
        'The minimum investment is set by each project; most ask for $500 to $1,000.',
      ],
    },
    {
      heading: 'Why we only charge on success',
      paragraphs: [
        'We are paid when founders are funded, so we only list companies we believe can reach their goal. That keeps our review honest and our incentives aligned with yours.',
      ],
    },
  ],
  actions: [
    { label: 'Start raising', to: paths.signupAs('creator') },
    { label: 'Start investing', to: paths.signupAs('investor') },
  ],
};
