const SITE_NAME = 'LaunchFund';

/**
 * Sets the document title for a page. React 19 hoists <title> into <head>, so this also
 * works when public pages are prerendered.
 */
export function PageTitle({ title }: { title?: string }) {
  return (
    <title>{title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — SaaS funding marketplace`}</title>
  );
}
