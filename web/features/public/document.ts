import type { SiteLink } from '../../lib/site-links';

/** One section of a text page: a heading, paragraphs, optional bullets and links. */
export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  links?: SiteLink[];
}

/** A text page (terms, privacy, risk disclosure, and the short company pages). */
export interface PublicDocument {
  title: string;
  /** The line under the title. */
  summary: string;
  /** ISO date of the last revision, for legal pages. */
  lastUpdated?: string;
  sections: DocumentSection[];
  /** Calls to action at the end of the page. */
  actions?: SiteLink[];
}
