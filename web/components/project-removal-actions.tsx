import { useState } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ProjectStatus } from '../../shared/api';
import { ConfirmDialog } from './confirm-dialog';

export interface ProjectRemovalActionsProps {
  project: { title: string; status: ProjectStatus };
  /** What the lifecycle allows (see useProjectPermissions); nothing shows otherwise. */
  can: { withdraw: boolean; delete: boolean };
  /** Each resolves once the command has been answered (the handler tells the creator). */
  onWithdraw?: () => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
  size?: ButtonProps['size'];
  /** In a list of projects, name the project in each button's accessible name. */
  nameProject?: boolean;
}

/**
 * Withdraw from review and Delete for the creator's own project, each behind a
 * confirmation that says what happens, so one stray click never loses a place in the
 * review queue or a project.
 */
export function ProjectRemovalActions(props: ProjectRemovalActionsProps) {
  const { project, can, onWithdraw, onDelete, size, nameProject = false } = props;
  const [busy, setBusy] = useState<'withdraw' | 'delete' | null>(null);
  const run = async (which: 'withdraw' | 'delete', action: () => Promise<unknown>) => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  const named = (label: string) =>
    nameProject ? { 'aria-label': `${label} ${project.title}` } : {};

  return (
    <>
      {can.withdraw && onWithdraw && (
        <ConfirmDialog
          title={`Withdraw ${project.title} from review?`}
          confirmLabel="Withdraw from review"
          onConfirm={() => void run('withdraw', onWithdraw)}
          trigger={
            <Button
              size={size}
              variant="outline"
              loading={busy === 'withdraw'}
              {...named('Withdraw')}
            >
              Withdraw
            </Button>
          }
        >
          It leaves the review queue and becomes a draft again. You can edit it, and you must
          publish it again to be reviewed; it then joins the end of the queue. Nobody has invested
          in it, and it has never been on Discover.
        </ConfirmDialog>
      )}
      {can.delete && onDelete && (
        <ConfirmDialog
          title={`Delete ${project.title}?`}
          confirmLabel="Delete project"
          palette="red"
          onConfirm={() => void run('delete', onDelete)}
          trigger={
            <Button
              size={size}
              variant="outline"
              colorPalette="red"
              loading={busy === 'delete'}
              {...named('Delete')}
            >
              Delete
            </Button>
          }
        >
          {project.status === 'rejected'
            ? 'It disappears from your projects for good, with the reviewer’s reason. '
            : 'It disappears from your projects for good, with everything you entered. '}
          This cannot be undone. It has never been public, so no investor or visitor sees it go.
        </ConfirmDialog>
      )}
    </>
  );
}
