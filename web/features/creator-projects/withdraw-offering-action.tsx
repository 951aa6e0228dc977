import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { lifecycleSnapshotOf } from '../../../machines/project-lifecycle';
import type { ProjectStatus } from '../../../shared/api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLifecycleViewer } from '../../lib/project-permissions';

export interface WithdrawOfferingActionProps {
  project: { title: string; status: ProjectStatus; creatorId: string };
  /** Resolves once the withdrawal has been answered (the handler tells the creator). */
  onWithdraw: () => Promise<unknown>;
}

/**
 * "Withdraw offering" on the creator's own live project, offered only when the lifecycle
 * machine allows `project.withdrawOffering` (the owner, while live), behind a confirmation
 * that spells out what it costs investors and that it is final
 * (docs/product.md#project-lifecycle).
 */
export function WithdrawOfferingAction({ project, onWithdraw }: WithdrawOfferingActionProps) {
  const viewer = useLifecycleViewer();
  const [busy, setBusy] = useState(false);
  const allowed =
    viewer !== null &&
    lifecycleSnapshotOf(project).can({ type: 'project.withdrawOffering', actor: viewer });
  if (!allowed) return null;
  const run = async () => {
    setBusy(true);
    try {
      await onWithdraw();
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      title={`Withdraw the offering of ${project.title}?`}
      confirmLabel="Withdraw offering"
      palette="red"
      onConfirm={() => void run()}
      trigger={
        <Button variant="outline" colorPalette="red" loading={busy}>
          Withdraw offering
        </Button>
      }
    >
      The raise ends now, before its deadline, and counts as failed. Every commitment is refunded to
      its investor’s wallet, and each investor is told; no fee is charged. The project leaves
      Discover for new investments. This cannot be undone.
    </ConfirmDialog>
  );
}
