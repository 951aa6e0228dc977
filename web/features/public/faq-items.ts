import { PLATFORM_FEE_PERCENT } from '../../../shared/constants';

export interface FaqItem {
  /** Stable id for the accordion value and deep links. */
  id: string;
  question: string;
  answer: string;
}

/** The ten questions of the FAQ page (docs/product.md#faq), in the order people ask them. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'what-is-launchfund',
    question: 'What is LaunchFund?',
    answer:
      'LaunchFund is a funding marketplace for software-as-a-service companies. Founders list a raise, angel investors browse the projects and invest, and every investment is made on a standard SAFE agreement.',
  },
  {
    id: 'what-is-a-safe',
    question: 'What is a SAFE and what do I get for my money?',
    answer:
      'A SAFE (Simple Agreement for Future Equity) is a contract that turns your investment into shares when the company raises a priced round or is acquired. Each project states the equity it offers for the round. A SAFE is not a loan: it pays no interest and has no repayment date.',
  },
  {
    id: 'minimum-investment',
    question: 'How much do I need to invest?',
    answer:
      'Each project sets its own minimum investment, shown in its funding summary. Most projects on LaunchFund today ask for $500 to $1,000. There is no upper limit beyond what the project still needs to reach its goal.',
  },
  {
    id: 'investor-fees',
    question: 'Do investors pay any fees?',
    answer:
      'No. Investors pay no platform fee: the amount you commit is the amount that goes to the company.',
  },
  {
    id: 'creator-fees',
    question: 'What does it cost to raise on LaunchFund?',
    answer: `Listing a project is free. When a raise succeeds we charge ${PLATFORM_FEE_PERCENT}% of the amount raised. If the raise does not reach its goal, we charge nothing.`,
  },
  {
    id: 'project-lifecycle',
    question: 'How does a project get listed?',
    answer:
      'A creator submits the project, our team reviews the company, its terms and its documents, and once approved the project goes live on Discover. At its end date the raise is either funded (it reached its goal) or failed.',
  },
  {
    id: 'failed-raise',
    question: 'What happens if a project does not reach its goal?',
    answer:
      'The raise fails at its end date and every investor gets their committed money back in full. No fees are charged to anyone on a failed raise.',
  },
  {
    id: 'risks',
    question: 'What are the risks of investing in startups?',
    answer:
      'Most early-stage companies fail, so you can lose all the money you invest. SAFEs are illiquid: you usually cannot sell them, and a return may take many years. Only invest money you can afford to lose, and spread it across several companies.',
  },
  {
    id: 'track-investments',
    question: 'How do I follow the companies I invest in?',
    answer:
      'Your investor dashboard lists every investment with its amount, equity and status, and each project page shows the updates its founders post. Founders are expected to post an update at least once a quarter.',
  },
  {
    id: 'who-can-raise',
    question: 'Who can raise money on LaunchFund?',
    answer:
      'Founders of software-as-a-service companies with a working product. Typical raises are $50,000 to $500,000. Sign up as a creator, describe your product, team and terms, and submit the project for review.',
  },
];
