import { useEffect, useState } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { HealthResponse } from '../../shared/api';
import { apiFetch, ApiError } from '../lib/api-client';

export function HomePage() {
  const [health, setHealth] = useState<HealthResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiFetch<HealthResponse>('/api/health')
      .then(setHealth)
      .catch((err: unknown) =>
        setError(err instanceof ApiError ? err.message : 'Unexpected error'),
      );
  }, []);
  return (
    <Container maxW="4xl" py="16">
      <Heading as="h1" size="3xl">
        Fund the next great SaaS company
      </Heading>
      <Box mt="6" role="status">
        {health && <Text>Platform status: {health.status}</Text>}
        {error && <Text color="red.600">{error}</Text>}
      </Box>
    </Container>
  );
}
