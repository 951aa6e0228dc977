import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useOwnProject } from '../../features/creator-projects/api/get-own-project';
import { EditProjectView } from '../../features/creator-projects/edit-project-view';
import { ProjectLoadState } from '../../features/creator-projects/project-load-state';

/** /creator/projects/:id/edit */
export function EditProjectPage() {
  const id = useParams().id ?? '';
  const { status, data, error, retry } = useOwnProject(id);
  if (status !== 'success') return <ProjectLoadState error={error} onRetry={retry} />;
  return (
    <>
      <PageTitle title={`Edit ${data.project.title}`} />
      <EditProjectView project={data.project} />
    </>
  );
}
