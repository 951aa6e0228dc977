import { useState } from 'react';
import { Button, Flex, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import type { CreatorProjectRow } from '../../../shared/api';
import { paths } from '../../../shared/routes';
import { formatPercent } from '../../../shared/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LinkButton } from '../../components/link-button';
import { ProjectRemovalActions } from '../../components/project-removal-actions';
import { RouterLink } from '../../components/router-link';
import { useProjectPermissions } from '../../lib/project-permissions';
import { EmptyListText } from '../../components/dashboard/empty-list-text';
import { SectionCard } from '../../components/dashboard/section-card';
import { ProjectStatusBadge } from '../../components/dashboard/status-badges';
import { ProgressBar } from '../../components/progress-bar';

/** Statuses whose admin note the creator needs to read. */
const SHOWS_REVIEW_NOTE = new Set<CreatorProjectRow['status']>(['changes_requested', 'rejected']);

function FundingProgress({ project }: { project: CreatorProjectRow }) {
  const label = `${formatPercent(project.percentFunded)} funded`;
  return (
    <HStack gap="3" maxW="xs">
      <ProgressBar value={project.percentFunded} label={label} colorPalette="green" flex="1" />
      <Text textStyle="xs" lineHeight="1" fontWeight="medium" aria-hidden>
        {label}
      </Text>
    </HStack>
  );
}

/** Publish submits a draft (or a project sent back) for review. */
export type PublishHandler = (project: CreatorProjectRow) => Promise<void>;

/** Withdraw (from review) or delete (a draft or rejected project) one row's project. */
export type RemovalHandler = (project: CreatorProjectRow) => Promise<unknown>;

/** The row actions a page wires to the server; a view rendered alone may leave them out. */
export interface ProjectRowHandlers {
  onPublish?: PublishHandler;
  onWithdraw?: RemovalHandler;
  onDelete?: RemovalHandler;
}

function PublishButton({
  project,
  onPublish,
}: {
  project: CreatorProjectRow;
  onPublish: PublishHandler;
}) {
  const [publishing, setPublishing] = useState(false);
  const publish = async () => {
    setPublishing(true);
    try {
      await onPublish(project);
    } finally {
      setPublishing(false);
    }
  };
  // One click must not send a project into review: the dialog says what that means.
  return (
    <ConfirmDialog
      title={`Send ${project.title} for review?`}
      confirmLabel="Send for review"
      onConfirm={() => void publish()}
      trigger={
        <Button
          size="sm"
          colorPalette="blue"
          loading={publishing}
          aria-label={`Publish ${project.title}`}
        >
          Publish
        </Button>
      }
    >
      Our review team will read it and approve it, ask for changes or reject it. You cannot edit it
      while it is in review; once approved it goes live on Discover for every visitor.
    </ConfirmDialog>
  );
}

function ProjectItem({
  project,
  onPublish,
  onWithdraw,
  onDelete,
}: ProjectRowHandlers & { project: CreatorProjectRow }) {
  const title = project.title;
  // The dashboard lists the caller's own projects; the lifecycle decides every action.
  const can = useProjectPermissions(project, { ownedByViewer: true });
  return (
    <List.Item
      display="block"
      borderBottomWidth="1px"
      pb="4"
      _last={{ borderBottomWidth: 0, pb: 0 }}
    >
      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <Image
          src={project.image}
          alt=""
          w={{ base: 'full', md: '24' }}
          h={{ base: '32', md: '16' }}
          rounded="md"
          objectFit="cover"
          flexShrink="0"
          loading="lazy"
        />
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text as="h3" fontWeight="semibold">
              {title}
            </Text>
            <ProjectStatusBadge status={project.status} />
          </HStack>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {project.tagline}
          </Text>
          {project.status === 'active' && <FundingProgress project={project} />}
          {project.reviewNote && SHOWS_REVIEW_NOTE.has(project.status) && (
            <Text fontSize="sm" color="orange.700">
              Reviewer&apos;s note: {project.reviewNote}
            </Text>
          )}
        </Stack>
        <HStack gap="2" flexShrink="0" wrap="wrap">
          <LinkButton
            to={paths.creator.project(project.id)}
            size="sm"
            variant="outline"
            aria-label={`View ${title}`}
          >
            View
          </LinkButton>
          {can.edit && (
            <LinkButton
              to={paths.creator.editProject(project.id)}
              size="sm"
              variant="outline"
              aria-label={`Edit ${title}`}
            >
              Edit
            </LinkButton>
          )}
          {can.submit &&
            (onPublish ? (
              <PublishButton project={project} onPublish={onPublish} />
            ) : (
              // Without a handler (a view rendered on its own), Publish opens the project page.
              <LinkButton
                to={paths.creator.project(project.id)}
                size="sm"
                colorPalette="blue"
                aria-label={`Publish ${title}`}
              >
                Publish
              </LinkButton>
            ))}
          <ProjectRemovalActions
            project={project}
            can={can}
            size="sm"
            nameProject
            onWithdraw={onWithdraw && (() => onWithdraw(project))}
            onDelete={onDelete && (() => onDelete(project))}
          />
        </HStack>
      </Flex>
    </List.Item>
  );
}

/** Projects as rows: each with its status, progress, reviewer's note and next actions. */
export function ProjectList({
  projects,
  ...handlers
}: ProjectRowHandlers & { projects: readonly CreatorProjectRow[] }) {
  return (
    <List.Root variant="plain" gap="4">
      {projects.map((project) => (
        <ProjectItem key={project.id} project={project} {...handlers} />
      ))}
    </List.Root>
  );
}

/** Creator (docs/product.md#creator-dashboard): every project of this creator, with its status and next actions. */
export function MyProjects({
  projects,
  ...handlers
}: ProjectRowHandlers & { projects: readonly CreatorProjectRow[] }) {
  return (
    <SectionCard title="My Projects">
      {projects.length === 0 ? (
        <HStack>
          <EmptyListText>You have no projects yet.</EmptyListText>
          <RouterLink
            to={paths.creator.newProject}
            fontSize="sm"
            color="brand.fg"
            fontWeight="medium"
          >
            Create your first project
          </RouterLink>
        </HStack>
      ) : (
        <ProjectList projects={projects} {...handlers} />
      )}
    </SectionCard>
  );
}
