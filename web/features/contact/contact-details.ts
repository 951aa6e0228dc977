/** The company's public contact points, shown on Contact (docs/product.md#contact). */
export const OFFICE = {
  name: 'LaunchFund, Inc.',
  street: '548 Market Street, Suite 300',
  city: 'San Francisco, CA 94104',
  country: 'United States',
  hours: 'Monday to Friday, 9 am – 6 pm Pacific',
} as const;

export const MAILBOXES = [
  {
    label: 'Investor support',
    email: 'investors@launchfund.com',
    purpose: 'Questions about investing, SAFEs, refunds and your portfolio.',
  },
  {
    label: 'Founder support',
    email: 'founders@launchfund.com',
    purpose: 'Listing a project, the review process, payouts and fees.',
  },
] as const;

export const PHONE = { display: '+1 (415) 555-0134', href: 'tel:+14155550134' } as const;

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/launchfund' },
  { label: 'X (Twitter)', href: 'https://x.com/launchfund' },
  { label: 'GitHub', href: 'https://github.com/launchfund' },
] as const;
