/** The lead investor API (docs/before-the-raise.md#lead-investor) through the query cache. */
import {
  leadPaths,
  type LeadInvitationResponse,
  type LeadResponse,
  type NamedLeadResponse,
} from '../../../shared/lead/api';
import { apiQueryKey, setApiData, useApiCommand, useApiQuery } from '../../lib/api-query';

export function usePublicLead(slug: string) {
  return useApiQuery<LeadResponse>(leadPaths.public(slug));
}

export function useLeadInvitation(projectId: string) {
  return useApiQuery<LeadInvitationResponse>(leadPaths.own(projectId), { signedIn: true });
}

export function useNameLead(projectId: string) {
  return useApiCommand<{ email: string }, NamedLeadResponse>((body) => ({
    path: leadPaths.name(projectId),
    method: 'POST',
    body,
  }));
}

/** Accept (with a quote) or decline: the invitation is replaced, the public lead refetched. */
export function useAnswerLead(slug: string, projectId: string) {
  return useApiCommand<{ quote: string } | null, LeadInvitationResponse>(
    (answer) =>
      answer
        ? { path: leadPaths.accept(projectId), method: 'POST', body: answer }
        : { path: leadPaths.decline(projectId), method: 'POST' },
    (data, _v, cache) => {
      setApiData(cache.client, leadPaths.own(projectId), cache.userId, data);
      void cache.client.invalidateQueries({ queryKey: apiQueryKey(leadPaths.public(slug)) });
    },
  );
}
