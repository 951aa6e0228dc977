import { PLATFORM_FEE_PERCENT } from '../../../../shared/constants';

export interface Step {
  title: string;
  text: string;
}

/** An investor's path, from first look to following a company (docs/product.md#how-it-works). */
export const INVESTOR_STEPS: Step[] = [
  {
    title: 'Create an investor account',
    text: 'Sign up free as an investor. You pay no platform fees, ever.',
  },
  {
    title: 'Discover projects',
    text: 'Browse reviewed SaaS companies by category, read their story, team and updates, and ask the founders questions.',
  },
  {
    title: 'Invest on a SAFE',
    text: 'Commit any amount from the project’s own minimum (most ask $500 to $1,000). Your money is held until the raise ends.',
  },
  {
    title: 'Track and grow',
    text: 'If the raise is funded, your SAFE is issued and you follow the company from your dashboard. If it fails, your money comes back in full.',
  },
];

/** A creator's path through the project lifecycle (docs/product.md#how-a-raise-works). */
export const CREATOR_STEPS: Step[] = [
  {
    title: 'Submit your project',
    text: 'Describe your product, team and traction, and set your goal, equity offered, minimum investment and end date.',
  },
  {
    title: 'Get reviewed',
    text: 'Our team reviews every submission, usually within five business days, and may ask for changes before approving.',
  },
  {
    title: 'Go live',
    text: 'Once approved, your project is live on Discover. Post updates and answer investors while you raise.',
  },
  {
    title: 'Funded or failed at the end date',
    text: `Reach your goal and the funds are released, minus our ${PLATFORM_FEE_PERCENT}% fee. Miss it and every investor is refunded and you pay nothing.`,
  },
];

/** Why raise or invest here. */
export const BENEFITS: Step[] = [
  {
    title: 'Every project reviewed',
    text: 'Nothing goes live without a review of the company, its documents and its terms.',
  },
  {
    title: 'Standard SAFE agreements',
    text: 'One well-understood instrument for every deal: no custom terms to decode.',
  },
  {
    title: 'No fees for investors',
    text: `Investors pay nothing. Creators pay ${PLATFORM_FEE_PERCENT}% of a successful raise and nothing on a failed one.`,
  },
  {
    title: 'Refunds when a raise fails',
    text: 'If a project misses its goal by its end date, every commitment is returned in full.',
  },
];
