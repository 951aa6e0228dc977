import { useEffect } from 'react';
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { paths } from '../../../shared/routes';
import { LinkButton } from '../../components/link-button';
import { PageTitle } from '../../components/page-title';

/** Any unknown path (docs/product.md#not-found): '404 Oops! Page not found', a link home, and a log line. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} textAlign="center">
      <PageTitle title="Page not found" />
      <Stack gap="4" align="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Oops! Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <LinkButton to={paths.home} colorPalette="brand">
          Go back home
        </LinkButton>
      </Stack>
    </Container>
  );
}
