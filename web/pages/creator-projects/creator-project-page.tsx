import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useOwnProject } from '../../features/creator-projects/api/get-own-project';
import { ProjectLoadState } from '../../features/creator-projects/project-load-state';
import { ProjectView } from '../../features/creator-projects/project-view';
import { PostUpdateForm } from '../../features/conversations/project/post-update-form';
import { usePublishProject } from '../../features/creator-projects/use-publish-project';

/** /creator/projects/:id */
export function CreatorProjectPage() {
  const id = useParams().id ?? '';
  const { status, data, error, retry } = useOwnProject(id);
  const publish = usePublishProject();
  if (status !== 'success') return <ProjectLoadState error={error} onRetry={retry} />;
  return (
    <>
      <PageTitle title={data.project.title} />
      {/* Publish puts the project in review into the cache: the page updates in place. */}
      <ProjectView
        project={data.project}
        onPublish={async () => void (await publish(data.project))}
      >
        {(data.project.status === 'active' || data.project.status === 'funded') && (
          <PostUpdateForm projectId={data.project.id} slug={data.project.slug} />
        )}
      </ProjectView>
    </>
  );
}
