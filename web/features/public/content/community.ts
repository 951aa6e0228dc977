import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/** /community: how founders and investors meet outside a single project page. */
export const COMMUNITY: PublicDocument = {
  title: 'Community',
  summary: 'Founders and angel investors learning from each other.',
  sections: [
    {
      heading: 'Monthly demo days',
      paragraphs: [
        'On the first Thursday of every month, founders of newly approved projects present live for ten minutes each and take questions from investors. Recordings are available to every signed-in member.',
      ],
    },
    {
      heading: 'Founder circles',
      paragraphs: [
        'Small groups of founders at the same stage meet every two weeks to compare notes on pricing, hiring and fundraising. Circles are free for any creator with a live or funded project.',
      ],
    },
    {
      heading: 'Community guidelines',
      bullets: [
        'Be specific and kind: critique the business, not the person.',
        'No solicitation outside the platform and no promises of returns.',
        'Keep what founders share in private sessions confidential.',
      ],
    },
  ],
  actions: [
    { label: 'Join LaunchFund', to: paths.signup },
    { label: 'Contact us', to: paths.contact },
  ],
};
