import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';

/** The closing call to action: Create Account and Browse Projects (docs/product.md#home). */
export function CallToAction() {
  return (
    <Container as="section" aria-labelledby="cta-heading" maxW="7xl" py="16">
      <Box
        bg="brand.solid"
        color="brand.contrast"
        rounded="2xl"
        px={{ base: '6', md: '12' }}
        py="12"
      >
        <Stack gap="4" align={{ base: 'start', md: 'center' }} textAlign={{ md: 'center' }}>
          <Heading as="h2" id="cta-heading" size="2xl">
            Ready to back the next great SaaS company?
          </Heading>
          <Text fontSize="lg" maxW="2xl">
            Create a free account to invest from each project’s minimum, or list your own company
            and raise from more than a thousand angel investors.
          </Text>
          <HStack gap="3" wrap="wrap">
            <LinkButton
              to={paths.signup}
              size="lg"
              bg="white"
              color="blue.700"
              _hover={{ bg: 'blue.50' }}
            >
              Create Account
            </LinkButton>
            <LinkButton
              to={paths.projects}
              size="lg"
              variant="outline"
              color="white"
              borderColor="white"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              Browse Projects
            </LinkButton>
          </HStack>
        </Stack>
      </Box>
    </Container>
  );
}
