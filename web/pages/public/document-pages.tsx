import { ACCESSIBILITY } from '../../features/public/content/accessibility';
import { BLOG } from '../../features/public/content/blog';
import { CAREERS } from '../../features/public/content/careers';
import { COMMUNITY } from '../../features/public/content/community';
import { CREATOR_RESOURCES } from '../../features/public/content/creator-resources';
import { INVESTOR_GUIDES } from '../../features/public/content/guides';
import { PRESS } from '../../features/public/content/press';
import { PRICING } from '../../features/public/content/pricing';
import { PRIVACY } from '../../features/public/content/privacy';
import { RISK_DISCLOSURE } from '../../features/public/content/risk-disclosure';
import { TERMS } from '../../features/public/content/terms';
import { DocumentPage } from '../../features/public/document-page';

/** The text pages the footer links to; they share one lazy chunk. */
export const TermsPage = () => <DocumentPage content={TERMS} />;
export const PrivacyPage = () => <DocumentPage content={PRIVACY} />;
export const RiskDisclosurePage = () => <DocumentPage content={RISK_DISCLOSURE} />;
export const PricingPage = () => <DocumentPage content={PRICING} />;
export const InvestorGuidesPage = () => <DocumentPage content={INVESTOR_GUIDES} />;
export const CreatorResourcesPage = () => <DocumentPage content={CREATOR_RESOURCES} />;
export const CommunityPage = () => <DocumentPage content={COMMUNITY} />;
export const CareersPage = () => <DocumentPage content={CAREERS} />;
export const PressPage = () => <DocumentPage content={PRESS} />;
export const BlogPage = () => <DocumentPage content={BLOG} />;
export const AccessibilityPage = () => <DocumentPage content={ACCESSIBILITY} />;
