import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/** /legal: the risk disclosure every investor should read before investing. */
export const RISK_DISCLOSURE: PublicDocument = {
  title: 'Risk Disclosure',
  summary:
    'Investing in early-stage companies is risky. Please read this before you invest through LaunchFund.',
  lastUpdated: '2026-01-15',
  sections: [
    {
      heading: 'You can lose all of your investment',
      paragraphs: [
        'Most startups fail. A company you invest in may never become profitable, may run out of money, or may close, and if it does you will probably lose everything you invested. Only invest money you can afford to lose without changing your lifestyle.',
      ],
    },
    {
      heading: 'How SAFEs work, and what they do not give you',
      bullets: [
        'A SAFE (Simple Agreement for Future Equity) converts into shares only when the company raises a priced round, is acquired or lists. If none of these happens, a SAFE may never convert and may end up worthless.',
        'A SAFE is not a loan: it pays no interest, has no maturity date and the company does not have to repay it.',
        'Until it converts, a SAFE holder is not a shareholder: you have no voting rights and no claim to dividends.',
        'Later investors may receive better terms, and your eventual stake can be diluted by future rounds.',
      ],
    },
    {
      heading: 'Your investment is illiquid',
      paragraphs: [
        'There is no market on which to sell a SAFE, and transfers are usually restricted by the agreement and by securities law. Expect your money to be tied up for five to ten years, possibly longer, with no return at all in that time.',
      ],
    },
    {
      heading: 'Diversify',
      paragraphs: [
        'Because a few successes must make up for many failures, spreading smaller amounts across many companies is safer than a large bet on one. Each project sets its own minimum investment, which makes spreading possible.',
      ],
    },
    {
      heading: 'What we check, and what we do not',
      paragraphs: [
        'Our team reviews every project before it goes live: the company, its founders, its documents and its terms. A review is not a recommendation and does not guarantee that the information a creator publishes is complete or correct. Do your own research and ask the founders questions before investing.',
      ],
    },
    {
      heading: 'If a raise fails',
      paragraphs: [
        'If a project does not reach its funding goal by its end date, the raise fails, your committed money is returned in full and no fees are charged.',
      ],
      links: [
        { label: 'Terms of Service', to: paths.terms },
        { label: 'FAQ', to: paths.faq },
      ],
    },
  ],
};
