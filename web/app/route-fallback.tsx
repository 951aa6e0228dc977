import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a lazy route chunk loads. */
export function RouteFallback() {
  return (
    <Center minH="50vh" role="status" aria-label="Loading page">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
