import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { ProjectDetailSkeleton } from '../../features/projects/detail/project-detail-skeleton';
import { ProjectDetailView } from '../../features/projects/detail/project-detail-view';
import { DiscussionSignInPrompt } from '../../features/projects/detail/discussion-tab';
import { UpdatesTab } from '../../features/projects/detail/updates-tab';
import type { ProjectDetailSlots } from '../../features/projects/detail/project-tabs';
import { DiscussionThread } from '../../features/conversations/discussion/discussion-thread';
import { ProjectConversationActions } from '../../features/conversations/project/project-conversation-actions';
import { UpdatesList } from '../../features/conversations/project/updates-list';
import { SafeSimulator } from '../../features/offering-simulator/safe-simulator';
import type { ProjectDetail } from '../../../shared/api';
import { ProjectNotFound } from '../../features/projects/detail/project-not-found';
import { useProject } from '../../features/projects/api/get-project';

/** The conversations in the project's tabs and sidebar: live updates, the Q&A, follow. */
function conversationSlots(project: ProjectDetail): ProjectDetailSlots {
  return {
    updates: (
      <UpdatesList
        slug={project.slug}
        fallback={project.updates}
        render={(updates) => <UpdatesTab updates={updates} />}
      />
    ),
    discussion: (
      <DiscussionThread
        slug={project.slug}
        creatorId={project.creatorId}
        open={project.status === 'active'}
        signInPrompt={<DiscussionSignInPrompt />}
      />
    ),
    simulator: <SafeSimulator slug={project.slug} />,
    sidebarActions: (
      <ProjectConversationActions
        slug={project.slug}
        projectId={project.id}
        founderName={project.creatorName}
      />
    ),
  };
}

/** /project/:slug: one project's story, team, updates and funding summary. */
export function ProjectDetailPage() {
  const { slug = '' } = useParams();
  const detail = useProject(slug);
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      {detail.status === 'loading' && <ProjectDetailSkeleton />}
      {detail.status === 'error' &&
        (detail.error.status === 404 ? (
          <>
            <PageTitle title="Project not found" />
            <ProjectNotFound slug={slug} />
          </>
        ) : (
          <LoadError what="this project" message={detail.error.message} onRetry={detail.retry} />
        ))}
      {detail.status === 'success' && (
        <>
          <PageTitle
            title={detail.data.project.title}
            description={detail.data.project.tagline}
            image={detail.data.project.coverImage}
          />
          <ProjectDetailView
            project={detail.data.project}
            slots={conversationSlots(detail.data.project)}
          />
        </>
      )}
    </Container>
  );
}
