import {
  conversionPaths,
  type PublicOutsideSafesResponse,
} from '../../../../shared/conversion/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/projects/:slug/outside-safes: the SAFEs sold outside the platform (public). */
export function useOutsideSafes(slug: string) {
  return useApiQuery<PublicOutsideSafesResponse>(conversionPaths.publicOutsideSafes(slug));
}
