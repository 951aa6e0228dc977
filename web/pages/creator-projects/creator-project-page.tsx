import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/routes';
import { PageTitle } from '../../components/page-title';
import { useOwnProject } from '../../features/creator-projects/api/get-own-project';
import { ProjectLoadState } from '../../features/creator-projects/project-load-state';
import { ProjectView } from '../../features/creator-projects/project-view';
import { PostUpdateForm } from '../../features/conversations/project/post-update-form';
import { usePublishProject } from '../../features/creator-projects/use-publish-project';
import { useProjectRemoval } from '../../features/creator-projects/use-project-removal';
import { ConversionSection } from '../../features/conversion/conversion-section';
import { DisclosuresSection } from '../../features/disclosures/form/disclosures-section';
import { AnnualReportSection } from '../../features/reporting/annual-report-form';

/** /creator/projects/:id */
export function CreatorProjectPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { status, data, error, retry } = useOwnProject(id);
  const publish = usePublishProject();
  const { withdraw, remove } = useProjectRemoval();
  if (status !== 'success') return <ProjectLoadState error={error} onRetry={retry} />;
  return (
    <>
      <PageTitle title={data.project.title} />
      {/* Publish and Withdraw put the returned project into the cache: the page updates in
          place. A deleted project has no page left, so the creator goes back to the
          dashboard (the toast says what happened). */}
      <ProjectView
        project={data.project}
        onPublish={async () => void (await publish(data.project))}
        onWithdraw={() => withdraw(data.project)}
        onDelete={async () => {
          if (await remove(data.project)) await navigate(paths.creator.home);
        }}
      >
        {/* The Form C content: a submission for review is refused until it is complete. */}
        {['draft', 'changes_requested', 'in_review'].includes(data.project.status) && (
          <DisclosuresSection
            projectId={data.project.id}
            editable={data.project.status !== 'in_review'}
          />
        )}
        {/* A live offering's disclosures still change, each change a material one. */}
        {data.project.status === 'active' && (
          <DisclosuresSection
            projectId={data.project.id}
            editable
            live={{ title: data.project.title, investors: data.project.investors }}
          />
        )}
        {(data.project.status === 'active' || data.project.status === 'funded') && (
          <PostUpdateForm projectId={data.project.id} slug={data.project.slug} />
        )}
        {/* After the raise: the SAFE stack, the event that converts it, the cap table. */}
        {data.project.status === 'funded' && <ConversionSection projectId={data.project.id} />}
        {data.project.status === 'funded' && <AnnualReportSection projectId={data.project.id} />}
      </ProjectView>
    </>
  );
}
