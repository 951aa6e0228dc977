import { useEffect } from 'react';

const SITE_NAME = 'LaunchFund';

interface PageTitleProps {
  /** What the page is; the tab reads "{title} | LaunchFund". */
  title?: string;
  /** A sentence for search results and link previews (project pages: the tagline). */
  description?: string;
  /** A preview image (a project's cover), absolute or a path on this site. */
  image?: string;
}

/** The document title of a page: its name and the site's. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — SaaS funding marketplace`;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  if (content === undefined) return;
  const meta = document.head.querySelector(`meta[${attribute}="${key}"]`);
  meta?.setAttribute('content', content);
}

/**
 * Names the page in the browser tab, and in the HTML head the worker renders too. On
 * the server it renders `<title>` and the description and Open Graph tags, which React
 * 19 hoists ahead of the page and shared/document-html.ts moves into the head in place
 * of the shell's generic ones. In the browser it sets them on the one
 * set the head already has, so a page never carries two `<title>` elements.
 */
export function PageTitle({ title, description, image }: PageTitleProps) {
  const full = documentTitle(title);
  useEffect(() => {
    document.title = full;
    setMeta('property', 'og:title', title ?? full);
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
  }, [full, title, description]);
  if (typeof document !== 'undefined') return null;
  return (
    <>
      <title>{full}</title>
      {description && <meta name="description" content={description} />}
      <meta property="og:title" content={title ?? full} />
      {description && <meta property="og:description" content={description} />}
      {image && <meta property="og:image" content={image} />}
    </>
  );
}
