import { Badge } from '@chakra-ui/react';
import type { IdentityStatus } from '../../../shared/identity/check';

const LOOK: Record<IdentityStatus, { label: string; palette: string }> = {
  verified: { label: 'Identity verified', palette: 'green' },
  failed: { label: 'Identity check failed', palette: 'red' },
  pending_review: { label: 'Identity in review', palette: 'orange' },
  unverified: { label: 'Identity not verified', palette: 'gray' },
};

export function IdentityStatusBadge({ status }: { status: IdentityStatus }) {
  const look = LOOK[status];
  return <Badge colorPalette={look.palette}>{look.label}</Badge>;
}
