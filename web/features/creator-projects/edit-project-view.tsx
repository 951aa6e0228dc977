import { Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { lifecycleSnapshotOf, type LifecycleActor } from '../../../machines/project-lifecycle';
import { draftInputOf, type ManagedProject } from '../../../shared/schemas/project-draft';
import { paths } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';
import { toaster } from '../../components/ui/toaster';
import { updateProject } from './creator-projects-api';
import { formValuesOf } from './form-values';
import { LifecycleNotice } from './lifecycle-notice';
import { ProjectForm } from './project-form';

export interface EditProjectViewProps {
  project: ManagedProject;
  viewer: LifecycleActor;
  token: string;
}

/** /creator/projects/:id/edit: a draft, or a project the reviewer sent back. */
export function EditProjectView({ project, viewer, token }: EditProjectViewProps) {
  const navigate = useNavigate();
  const editable = lifecycleSnapshotOf(project).can({ type: 'project.edit', actor: viewer });
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
            await updateProject(token, project.id, project.version, body);
            toaster.create({ type: 'success', title: 'Changes saved', description: project.title });
            await navigate(paths.creator.project(project.id));
          }}
        />
      ) : (
        <Text>Only a draft or a project with changes requested can be edited.</Text>
      )}
    </Stack>
  );
}
