import { PageTitle } from '../../components/page-title';
import { NewProjectView } from '../../features/creator-projects/new-project-view';

/** /creator/new-project */
export function NewProjectPage() {
  return (
    <>
      <PageTitle title="New Project" />
      <NewProjectView />
    </>
  );
}
