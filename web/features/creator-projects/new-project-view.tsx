import { Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { toaster } from '../../components/ui/toaster';
import { useCreateProject } from './api/create-project';
import { ProjectForm } from './project-form';

/** /creator/new-project: a new draft, private to its creator until published. */
export function NewProjectView() {
  const createProject = useCreateProject();
  const navigate = useNavigate();
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          New Project
        </Heading>
        <Text color="fg.muted">
          Save a draft first; only you can see it until you publish it for review.
        </Text>
      </Stack>
      <ProjectForm
        submitLabel="Save draft"
        onSubmit={async (body) => {
          const { project } = await createProject(body);
          toaster.create({ type: 'success', title: 'Draft saved', description: project.title });
          await navigate(paths.creator.project(project.id));
        }}
      />
    </Stack>
  );
}
