import { useState } from 'react';
import { Button, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { lifecycleSnapshotOf, type LifecycleActor } from '../../../machines/project-lifecycle';
import type { ManagedProject } from '../../../shared/schemas/project-draft';
import { paths } from '../../../shared/routes';
import { LinkButton } from '../../components/link-button';
import { ProjectStatusBadge } from '../../components/dashboard/status-badges';
import { LifecycleNotice } from './lifecycle-notice';
import { ProjectFacts } from '../../components/project-facts';

export interface ProjectViewProps {
  project: ManagedProject;
  /** Who is looking: the lifecycle machine decides which actions they get. */
  viewer: LifecycleActor;
  /** Submits for review and tells the creator how it went (see usePublishProject). */
  onPublish: () => Promise<void>;
}

/** /creator/projects/:id: the creator's own project in any state, with its next steps. */
export function ProjectView({ project, viewer, onPublish }: ProjectViewProps) {
  const [publishing, setPublishing] = useState(false);
  const lifecycle = lifecycleSnapshotOf(project);
  const canEdit = lifecycle.can({ type: 'project.edit', actor: viewer });
  const canPublish = lifecycle.can({ type: 'project.submit', actor: viewer });

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
        <HStack gap="2">
          {canEdit && (
            <LinkButton to={paths.creator.editProject(project.id)} variant="outline">
              Edit
            </LinkButton>
          )}
          {canPublish && (
            <Button colorPalette="blue" loading={publishing} onClick={() => void publish()}>
              {project.status === 'changes_requested' ? 'Resubmit for review' : 'Publish'}
            </Button>
          )}
        </HStack>
      </Flex>
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
    </Stack>
  );
}
