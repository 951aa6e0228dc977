import { Box, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
import { HeroIllustration } from './hero-illustration';

/** The landing hero: the promise, and the two ways in (docs/product.md#home). */
export function Hero() {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" borderBottomWidth="1px">
      <Container maxW="7xl" py={{ base: '12', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.2fr 1fr' }} gap="12" alignItems="center">
          <Stack gap="6">
            <Text fontWeight="semibold" color="brand.fg" textTransform="uppercase" fontSize="sm">
              Angel investing in software, on standard SAFEs
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              Fund the next great SaaS company
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
              LaunchFund connects founders of software-as-a-service companies with angel investors.
              Every project is reviewed before it goes live, and if a raise misses its goal,
              investors get their money back.
            </Text>
            <HStack gap="3" wrap="wrap">
              <LinkButton to={paths.projects} colorPalette="brand" size="lg">
                Browse Projects
              </LinkButton>
              <LinkButton to={paths.signupAs('investor')} variant="outline" size="lg">
                Start Investing
              </LinkButton>
            </HStack>
          </Stack>
          <Box display={{ base: 'none', lg: 'block' }}>
            <HeroIllustration />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
