import { Grid, GridItem, Stack } from '@chakra-ui/react';
import type { ProjectDetail } from '../../../../shared/api';
import { ProjectHeader } from './project-header';
import { ProjectSidebar } from './project-sidebar';
import { ProjectTabs } from './project-tabs';

/** The loaded detail page: header, then tabs beside the sidebar (stacked on phones). */
export function ProjectDetailView({ project }: { project: ProjectDetail }) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }}
      gap="10"
    >
      <GridItem>
        <Stack gap="10">
          <ProjectHeader project={project} />
          <ProjectTabs project={project} />
        </Stack>
      </GridItem>
      <GridItem>
        <ProjectSidebar project={project} />
      </GridItem>
    </Grid>
  );
}
