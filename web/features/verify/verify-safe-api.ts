import { useMutation } from '@tanstack/react-query';
import {
  VERIFY_SAFE_PATH,
  type VerifySafeRequest,
  type VerifySafeResponse,
} from '../../../shared/verification/verify-api';
import { apiFetch, type ApiError } from '../../lib/api-client';

/** POST /api/verify/safe: public, no session. Fails with an ApiError whose message to show. */
export function useVerifySafe() {
  return useMutation<VerifySafeResponse, ApiError, VerifySafeRequest>({
    mutationFn: (body) =>
      apiFetch<VerifySafeResponse>(VERIFY_SAFE_PATH, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
  });
}
