import { INVESTING_PATHS, type OfferingResponse } from '../../../../shared/investing/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/projects/:slug/offering: the SAFE terms and the room left (public, never cached). */
export function useOffering(slug: string) {
  return useApiQuery<OfferingResponse>(INVESTING_PATHS.offering(slug));
}
