import { Grid, GridItem, Stack } from '@chakra-ui/react';
import type { ProjectDetail } from '../../../../shared/api';
import { ClosedBanner } from './closed-banner';
import { ProjectHeader } from './project-header';
import { ProjectSidebar } from './project-sidebar';
import { ProjectTabs, type ProjectDetailSlots } from './project-tabs';

/**
 * The loaded detail page. On desktop the funding summary sits beside the header and tabs;
 * on phones it comes straight after the header, so the figures and the invest button are
 * not buried below the gallery. DOM order matches the phone reading order. A closed
 * offering says so above everything else.
 */
export function ProjectDetailView({
  project,
  slots,
}: {
  project: ProjectDetail;
  slots?: ProjectDetailSlots;
}) {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <ClosedBanner project={project} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }}
        templateRows={{ lg: 'auto 1fr' }}
        templateAreas={{
          base: `"header" "sidebar" "tabs"`,
          lg: `"header sidebar" "tabs sidebar"`,
        }}
        columnGap="10"
        rowGap={{ base: '8', lg: '10' }}
      >
        <GridItem area="header">
          <ProjectHeader project={project} />
        </GridItem>
        <GridItem area="sidebar">
          <ProjectSidebar
            project={project}
            actions={slots?.sidebarActions}
            wrapInvest={slots?.sidebarInvest}
          />
        </GridItem>
        <GridItem area="tabs">
          <ProjectTabs project={project} {...(slots ? { slots } : {})} />
        </GridItem>
      </Grid>
    </Stack>
  );
}
