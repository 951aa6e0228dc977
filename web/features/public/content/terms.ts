import { PLATFORM_FEE_PERCENT } from '../../../../shared/constants';
import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/** /terms: the Terms of Service. */
export const TERMS: PublicDocument = {
  title: 'Terms of Service',
  summary:
    'The agreement between you and LaunchFund, Inc. when you browse, invest or raise on LaunchFund.',
  lastUpdated: '2026-01-15',
  sections: [
    {
      heading: '1. Who we are and what we do',
      paragraphs: [
        'LaunchFund, Inc. ("LaunchFund", "we") operates an online marketplace where founders of software-as-a-service companies ("creators") list fundraising campaigns ("projects") and individual investors ("investors") commit money to them on SAFE agreements.',
        'LaunchFund is a marketplace, not a bank, broker-dealer or investment adviser. We do not recommend any project, and nothing on the site is investment, legal or tax advice.',
      ],
    },
    {
      heading: '2. Your account',
      bullets: [
        'You must be at least 18 years old and give us accurate information, including your legal name.',
        'You choose a role when you sign up: investor or creator. Admin accounts are created only by LaunchFund.',
        'Keep your password secret. You are responsible for everything done with your account until you tell us it has been compromised.',
        'We may suspend an account that breaks these terms, is used for fraud, or that the law requires us to close.',
      ],
    },
    {
      heading: '3. Listing a project',
      paragraphs: [
        'Creators submit a project with a description, team, funding goal, end date, equity offered and minimum investment. Our team reviews every submission and may approve it, ask for changes or reject it. Only approved projects go live.',
        'Creators are responsible for the accuracy of everything they publish, including updates, and must tell investors promptly about material changes to their business.',
      ],
    },
    {
      heading: '4. Investing',
      bullets: [
        'Each investment is a commitment to buy a SAFE from the company at the terms shown on the project page when you invest.',
        'You may invest any amount from the project’s minimum investment up to what the project still needs to reach its goal.',
        'Commitments are held until the end date. If the project reaches its goal, the SAFEs are issued and the funds released to the company. If it does not, the raise fails and every commitment is returned in full.',
      ],
    },
    {
      heading: '5. Fees',
      paragraphs: [
        `Investors pay no platform fees. Creators pay ${PLATFORM_FEE_PERCENT}% of the amount raised, and only when a raise succeeds. A failed raise costs nothing. Payment processors may charge their own fees, which we disclose before you pay.`,
      ],
      links: [{ label: 'See pricing', to: paths.pricing }],
    },
    {
      heading: '6. Acceptable use',
      bullets: [
        'No false, misleading or plagiarised listings, and no promises of guaranteed returns.',
        'No attempts to access other users’ data, to probe or overload the service, or to scrape it.',
        'No harassment of founders or investors in discussions or messages.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'Investing in startups is risky and you may lose your whole investment; LaunchFund is not liable for the performance of any company listed on the platform. To the extent the law allows, our total liability to you for any claim is limited to the fees you paid us in the twelve months before the claim.',
      ],
      links: [{ label: 'Read the risk disclosure', to: paths.legal }],
    },
    {
      heading: '8. Changes and contact',
      paragraphs: [
        'We will give you at least 30 days’ notice by email before a change to these terms takes effect. These terms are governed by the laws of the State of California.',
      ],
      links: [{ label: 'Contact us', to: paths.contact }],
    },
  ],
};
