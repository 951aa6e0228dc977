import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { ProjectDetailSkeleton } from '../../features/projects/detail/project-detail-skeleton';
import { ProjectDetailView } from '../../features/projects/detail/project-detail-view';
import { ProjectNotFound } from '../../features/projects/detail/project-not-found';
import { useProject } from '../../features/projects/api/get-project';

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
            <ProjectNotFound />
          </>
        ) : (
          <LoadError what="this project" message={detail.error.message} onRetry={detail.retry} />
        ))}
      {detail.status === 'success' && (
        <>
          <PageTitle title={detail.data.project.title} />
          <ProjectDetailView project={detail.data.project} />
        </>
      )}
    </Container>
  );
}
