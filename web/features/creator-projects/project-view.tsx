import { useState, type ReactNode } from 'react';
import { IdentityGate } from '../../components/identity/identity-gate';
import { Button, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ManagedProject } from '../../../shared/api';
import { paths } from '../../../shared/routes';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LinkButton } from '../../components/link-button';
import { ProjectStatusBadge } from '../../components/dashboard/status-badges';
import { ProjectFacts } from '../../components/project-facts';
import { ProjectRemovalActions } from '../../components/project-removal-actions';
import { useProjectPermissions } from '../../lib/project-permissions';
import { LifecycleNotice } from './lifecycle-notice';
import { WithdrawOfferingAction } from './withdraw-offering-action';

export interface ProjectViewProps {
  project: ManagedProject;
  /** Submits for review and tells the creator how it went (see usePublishProject). */
  onPublish: () => Promise<void>;
  /**
   * Withdraws it: out of review (a draft again), or a live offering ended with every
   * commitment refunded; each offered only while the lifecycle allows.
   */
  onWithdraw?: () => Promise<unknown>;
  /** Deletes a draft or a rejected project; the page then leaves for the dashboard. */
  onDelete?: () => Promise<unknown>;
  /** Shown below the project, from the page (e.g. the conversations' "Post an update"). */
  children?: ReactNode;
}

/** /creator/projects/:id: the creator's own project in any state, with its next steps. */
export function ProjectView(props: ProjectViewProps) {
  const { project, onPublish, onWithdraw, onDelete, children } = props;
  const [publishing, setPublishing] = useState(false);
  // The signed-in user's permissions, from the lifecycle machine.
  const can = useProjectPermissions(project);
  const { edit: canEdit, submit: canPublish } = can;

  const publish = async () => {
    setPublishing(true);
    try {
      await onPublish();
    } finally {
      setPublishing(false);
    }
  };

  return (
    <Stack gap="6" maxW="4xl">
      <Flex justify="space-between" gap="4" wrap="wrap" align="flex-start">
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              {project.title}
            </Heading>
            <ProjectStatusBadge status={project.status} />
          </HStack>
          <Text color="fg.muted">{project.tagline}</Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {canEdit && (
            <LinkButton to={paths.creator.editProject(project.id)} variant="outline">
              Edit
            </LinkButton>
          )}
          {project.status === 'active' && (
            <LinkButton to={paths.creator.editProject(project.id)} variant="outline">
              Change terms
            </LinkButton>
          )}
          {canPublish && (
            <ConfirmDialog
              title={`Send ${project.title} for review?`}
              confirmLabel="Send for review"
              onConfirm={() => void publish()}
              trigger={
                <Button colorPalette="blue" loading={publishing}>
                  {project.status === 'changes_requested' ? 'Resubmit for review' : 'Publish'}
                </Button>
              }
            >
              Our review team will read it and approve it, ask for changes or reject it. You cannot
              edit it while it is in review; once approved it goes live on Discover for every
              visitor.
            </ConfirmDialog>
          )}
          <ProjectRemovalActions
            project={project}
            can={can}
            onWithdraw={onWithdraw}
            onDelete={onDelete}
          />
          {onWithdraw && <WithdrawOfferingAction project={project} onWithdraw={onWithdraw} />}
        </HStack>
      </Flex>
      {canPublish && <IdentityGate action="offering" />}
      <LifecycleNotice project={project} />
      <Image
        src={project.coverImage}
        alt={`${project.title} cover`}
        rounded="lg"
        maxH="64"
        objectFit="cover"
      />
      <Text whiteSpace="pre-wrap">{project.description}</Text>
      <ProjectFacts project={project} />
      {children}
    </Stack>
  );
}
