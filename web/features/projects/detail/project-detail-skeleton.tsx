import { Box, Grid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

/** The detail page's loading state, shaped like the page so nothing jumps when it loads. */
export function ProjectDetailSkeleton() {
  return (
    <Box role="status">
      <VisuallyHidden>Loading project…</VisuallyHidden>
      <Grid
        aria-hidden="true"
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }}
        gap="10"
      >
        <Stack gap="4">
          <Skeleton h="5" w="32" />
          <Skeleton h="10" w="3/4" />
          <Skeleton h="6" w="2/3" />
          <Skeleton aspectRatio="16 / 9" rounded="lg" />
          <SkeletonText noOfLines={4} />
        </Stack>
        <Stack gap="4" borderWidth="1px" rounded="lg" p="6" h="fit-content">
          <Skeleton h="9" w="1/2" />
          <Skeleton h="3" />
          <SkeletonText noOfLines={6} />
          <Skeleton h="12" />
        </Stack>
      </Grid>
    </Box>
  );
}
