import { paths } from '../../../../shared/routes';
import type { PublicDocument } from '../document';

/** /careers: working at LaunchFund. */
export const CAREERS: PublicDocument = {
  title: 'Careers',
  summary:
    'Help more software founders get funded. We are a small, remote-friendly team based in San Francisco.',
  sections: [
    {
      heading: 'How we work',
      bullets: [
        'Remote-friendly across US time zones, with an office on Market Street in San Francisco.',
        'Small teams that own a problem end to end, from research to support.',
        'Transparency by default: our metrics, roadmap and salary bands are shared internally.',
      ],
    },
    {
      heading: 'Open roles',
      bullets: [
        'Senior Full-Stack Engineer (TypeScript, React, Cloudflare Workers)',
        'Investment Review Analyst (SaaS metrics, startup due diligence)',
        'Community Manager (founder and investor programs)',
      ],
      paragraphs: [
        'To apply, send your CV and a few lines about why LaunchFund through our contact page with the role in the subject.',
      ],
      links: [{ label: 'Apply through Contact', to: paths.contact }],
    },
    {
      heading: 'Benefits',
      bullets: [
        'Medical, dental and vision cover for you and your dependants.',
        'Equity in LaunchFund for every employee.',
        'A yearly learning budget and 25 days of paid leave.',
      ],
    },
  ],
};
