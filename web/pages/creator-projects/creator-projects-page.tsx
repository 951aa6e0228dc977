import { DashboardDataView } from '../../features/dashboard/dashboard-data-view';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import { useShowInCreatorDashboard } from '../../features/creator-dashboard/api/show-submitted';
import { ProjectsByState } from '../../features/creator-dashboard/projects-by-state';
import { usePublishProject } from '../../features/creator-projects/use-publish-project';
import { useProjectRemoval } from '../../features/creator-projects/use-project-removal';
import { NewProjectButton } from '../dashboard/creator-dashboard-page';

/** /creator/projects: the creator's projects by lifecycle state, each with its actions. */
export function CreatorProjectsPage() {
  const state = useDashboard('creator');
  const showInDashboard = useShowInCreatorDashboard();
  const publish = usePublishProject();
  const { withdraw, remove } = useProjectRemoval();
  return (
    <>
      <DashboardHeader
        title="My Projects"
        subtitle="Every project you created, by where it stands, with what you can do next."
        actions={<NewProjectButton />}
      />
      <DashboardDataView state={state} statCards={0}>
        {(data) => (
          <ProjectsByState
            projects={data.projects}
            onPublish={async (project) => {
              const submitted = await publish(project);
              if (submitted) showInDashboard(submitted);
            }}
            onWithdraw={withdraw}
            onDelete={remove}
          />
        )}
      </DashboardDataView>
    </>
  );
}
