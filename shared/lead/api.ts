/** The lead investor API's bodies, answers and paths (worker/lead/routes.ts). */
import * as v from 'valibot';
import { emailSchema } from '../schemas/person';
import { leadQuoteSchema } from './events';

export const nameLeadRequestSchema = v.strictObject({ email: emailSchema });
export const acceptLeadRequestSchema = v.strictObject({ quote: leadQuoteSchema });

/** A project's lead as anyone sees it: only once they accepted. */
export interface LeadView {
  investorName: string;
  quote: string;
  acceptedAt: string;
}

/** GET /api/projects/:slug/lead */
export interface LeadResponse {
  lead: LeadView | null;
}

/** GET /api/lead/:projectId: the signed-in investor's own invitation, if any. */
export interface LeadInvitationResponse {
  invitation: { status: 'invited' | 'accepted' | 'declined'; quote: string | null } | null;
}

/** The creator's view after naming: who was asked and where they stand. */
export interface NamedLeadResponse {
  investorName: string;
  status: 'invited' | 'accepted' | 'declined';
}

export const leadPaths = {
  public: (slug: string) => `/api/projects/${encodeURIComponent(slug)}/lead`,
  name: (projectId: string) => `/api/creator/projects/${encodeURIComponent(projectId)}/lead`,
  own: (projectId: string) => `/api/lead/${encodeURIComponent(projectId)}`,
  accept: (projectId: string) => `/api/lead/${encodeURIComponent(projectId)}/accept`,
  decline: (projectId: string) => `/api/lead/${encodeURIComponent(projectId)}/decline`,
};
