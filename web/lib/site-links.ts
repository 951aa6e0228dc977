import { paths } from '../../shared/routes';

export interface SiteLink {
  label: string;
  to: string;
}

/** The top bar's navigation (docs/product.md#public-routes). */
export const mainNavLinks: SiteLink[] = [
  { label: 'Discover', to: paths.projects },
  { label: 'How It Works', to: paths.howItWorks },
  { label: 'About', to: paths.about },
  { label: 'FAQ', to: paths.faq },
  { label: 'Contact', to: paths.contact },
];

/** The footer's columns: every page the spec's navigation bar and footer link to. */
export const footerColumns: { heading: string; links: SiteLink[] }[] = [
  {
    heading: 'Platform',
    links: [
      { label: 'Discover Projects', to: paths.projects },
      { label: 'How It Works', to: paths.howItWorks },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Investor Guides', to: paths.guides },
      { label: 'Creator Resources', to: paths.creatorResources },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Careers', to: paths.careers },
      { label: 'Press', to: paths.press },
      { label: 'Blog', to: paths.blog },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'FAQ', to: paths.faq },
      { label: 'Community', to: paths.community },
      { label: 'Log in', to: paths.login },
      { label: 'Forgot password', to: paths.forgotPassword },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Risk Disclosure', to: paths.legal },
      { label: 'Accessibility', to: paths.accessibility },
    ],
  },
];
