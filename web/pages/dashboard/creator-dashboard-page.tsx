import { LuPlus } from '../../components/icons/plus';
import { paths } from '../../../shared/routes';
import { LinkButton } from '../../components/link-button';
import { CreatorDashboardView } from '../../features/creator-dashboard/creator-dashboard-view';
import { DashboardDataView } from '../../features/dashboard/dashboard-data-view';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import {
  DASHBOARD_HEADINGS,
  DASHBOARD_STAT_CARDS,
} from '../../features/dashboard/dashboard-headings';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import { useShowInCreatorDashboard } from '../../features/creator-dashboard/api/show-submitted';
import { usePublishProject } from '../../features/creator-projects/use-publish-project';
import { useProjectRemoval } from '../../features/creator-projects/use-project-removal';

/** The creator dashboard's primary action, beside its title. */
export function NewProjectButton() {
  return (
    <LinkButton to={paths.creator.newProject} colorPalette="blue">
      <LuPlus aria-hidden="true" />
      New Project
    </LinkButton>
  );
}

/** /creator and its sections (docs/product.md#creator-dashboard: all show the creator dashboard). */
export function CreatorDashboardPage() {
  const state = useDashboard('creator');
  const showInDashboard = useShowInCreatorDashboard();
  const publish = usePublishProject();
  const { withdraw, remove } = useProjectRemoval();
  return (
    <>
      <title>Creator Dashboard | LaunchFund</title>
      <DashboardHeader
        title={DASHBOARD_HEADINGS.creator.title}
        subtitle={DASHBOARD_HEADINGS.creator.subtitle}
        actions={<NewProjectButton />}
      />
      <DashboardDataView state={state} statCards={DASHBOARD_STAT_CARDS.creator}>
        {(data) => (
          <CreatorDashboardView
            data={data}
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
