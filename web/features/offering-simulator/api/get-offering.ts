import { INVESTING_PATHS, type OfferingResponse } from '../../../../shared/investing/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/projects/:slug/offering: the SAFE terms the simulator works from (public). */
export function useSimulatorOffering(slug: string) {
  return useApiQuery<OfferingResponse>(INVESTING_PATHS.offering(slug));
}
