import { Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { ManagedProject } from '../../../shared/api';
import { draftInputOf } from '../../../shared/schemas/project-draft';
import { paths } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';
import { toaster } from '../../components/ui/toaster';
import { useProjectPermissions } from '../../lib/project-permissions';
import { useUpdateProject } from './api/update-project';
import { formValuesOf } from './form-values';
import { LifecycleNotice } from './lifecycle-notice';
import { LiveTermsForm } from './live-terms-form';
import { ProjectForm } from './project-form';

export interface EditProjectViewProps {
  project: ManagedProject;
}

/** /creator/projects/:id/edit: a draft, or a project the reviewer sent back. */
export function EditProjectView({ project }: EditProjectViewProps) {
  const navigate = useNavigate();
  const updateProject = useUpdateProject();
  const editable = useProjectPermissions(project).edit;
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Edit {project.title}
        </Heading>
        <RouterLink to={paths.creator.project(project.id)} fontSize="sm">
          Back to the project
        </RouterLink>
      </Stack>
      <LifecycleNotice project={project} />
      {editable ? (
        <ProjectForm
          initialValues={formValuesOf(draftInputOf(project))}
          submitLabel="Save changes"
          onSubmit={async (body) => {
            await updateProject({ id: project.id, version: project.version, body });
            toaster.create({ type: 'success', title: 'Changes saved', description: project.title });
            await navigate(paths.creator.project(project.id));
          }}
        />
      ) : project.status === 'active' ? (
        <LiveTermsForm project={project} />
      ) : (
        <Text>Only a draft or a project with changes requested can be edited.</Text>
      )}
    </Stack>
  );
}
