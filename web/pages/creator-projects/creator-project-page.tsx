import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { ProjectLoadState } from '../../features/creator-projects/project-load-state';
import { ProjectView } from '../../features/creator-projects/project-view';
import { useOwnProject } from '../../features/creator-projects/use-own-project';
import { usePublishProject } from '../../features/creator-projects/use-publish-project';
import { useSessionUser } from '../../lib/session';

/** /creator/projects/:id */
export function CreatorProjectPage() {
  const id = useParams().id ?? '';
  const user = useSessionUser();
  const { status, data, error, retry } = useOwnProject(id);
  const publish = usePublishProject();
  if (status !== 'success' || !user) return <ProjectLoadState error={error} onRetry={retry} />;
  return (
    <>
      <PageTitle title={data.project.title} />
      <ProjectView
        project={data.project}
        viewer={{ id: user.id, role: user.role ?? 'creator' }}
        onPublish={async () => {
          if (await publish(data.project)) retry();
        }}
      />
    </>
  );
}
