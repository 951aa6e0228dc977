/** The disclosures API (docs/before-the-raise.md#disclosures) through the query cache. */
import type { DisclosuresResponse } from '../../../shared/disclosures/api';
import { useApiQuery } from '../../lib/api-query';

export const disclosurePaths = {
  public: (slug: string) => `/api/projects/${encodeURIComponent(slug)}/disclosures`,
  formC: (slug: string) => `/api/projects/${encodeURIComponent(slug)}/disclosures/form-c`,
};

export function usePublicDisclosures(slug: string) {
  return useApiQuery<DisclosuresResponse>(disclosurePaths.public(slug));
}
