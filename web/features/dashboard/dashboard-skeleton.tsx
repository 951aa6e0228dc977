import { Box, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** The dashboard's shape while its data loads: stat cards and two panels. */
export function DashboardSkeleton({ statCards }: { statCards: number }) {
  return (
    <Stack gap="8" role="status" aria-label="Loading dashboard" aria-busy="true">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: statCards }} gap="4">
        {Array.from({ length: statCards }, (_, index) => (
          <Box key={index} borderWidth="1px" rounded="l3" p="5">
            <SkeletonText noOfLines={3} />
          </Box>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Skeleton height="72" rounded="l3" />
        <Skeleton height="72" rounded="l3" />
      </SimpleGrid>
    </Stack>
  );
}
