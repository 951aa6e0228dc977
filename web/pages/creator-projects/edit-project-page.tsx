import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { EditProjectView } from '../../features/creator-projects/edit-project-view';
import { ProjectLoadState } from '../../features/creator-projects/project-load-state';
import { useOwnProject } from '../../features/creator-projects/use-own-project';
import { useSessionUser } from '../../lib/session';

/** /creator/projects/:id/edit */
export function EditProjectPage() {
  const id = useParams().id ?? '';
  const user = useSessionUser();
  const { status, data, error, retry, token } = useOwnProject(id);
  if (status !== 'success' || !user || !token) {
    return <ProjectLoadState error={error} onRetry={retry} />;
  }
  return (
    <>
      <PageTitle title={`Edit ${data.project.title}`} />
      <EditProjectView
        project={data.project}
        viewer={{ id: user.id, role: user.role ?? 'creator' }}
        token={token}
      />
    </>
  );
}
