import { LuPlus } from 'react-icons/lu';
import type { CreatorDashboard } from '../../../shared/api';
import { paths } from '../../../shared/routes';
import { LinkButton } from '../../components/link-button';
import { CreatorDashboardView } from '../../features/creator-dashboard/creator-dashboard-view';
import { DashboardDataView } from '../../features/dashboard/dashboard-data-view';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { useDashboardData } from '../../features/dashboard/use-dashboard-data';
import { usePublishProject } from '../../features/creator-projects/use-publish-project';

/** /creator and its sections (spec §2: all show the creator dashboard). */
export function CreatorDashboardPage() {
  const state = useDashboardData<CreatorDashboard>('creator');
  const publish = usePublishProject();
  return (
    <>
      <title>Creator Dashboard | LaunchFund</title>
      <DashboardHeader
        title="Creator Dashboard"
        subtitle="Manage your projects and track fundraising progress"
        actions={
          <LinkButton to={paths.creator.newProject} colorPalette="blue">
            <LuPlus aria-hidden="true" />
            New Project
          </LinkButton>
        }
      />
      <DashboardDataView state={state} statCards={3}>
        {(data) => (
          <CreatorDashboardView
            data={data}
            onPublish={async (project) => {
              if (await publish(project)) state.retry();
            }}
          />
        )}
      </DashboardDataView>
    </>
  );
}
