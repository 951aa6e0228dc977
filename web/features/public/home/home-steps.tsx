import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuSearch } from '../../../components/icons/search';
import { LuHandCoins } from '../../../components/icons/hand-coins';
import { LuTrendingUp } from '../../../components/icons/trending-up';
import type { IconType } from '../../../components/icons/sized';

const steps: { title: string; text: string; icon: IconType }[] = [
  {
    title: 'Discover',
    text: 'Browse reviewed SaaS companies, compare their traction, team and terms, and follow the founders’ updates.',
    icon: LuSearch,
  },
  {
    title: 'Invest',
    text: 'Commit from the project’s minimum on a standard SAFE. No investor fees, and a full refund if the raise misses its goal.',
    icon: LuHandCoins,
  },
  {
    title: 'Track & Grow',
    text: 'Follow every investment from your dashboard and read the updates founders post as their companies grow.',
    icon: LuTrendingUp,
  },
];

/** The landing page's three steps (docs/product.md#landing-claims): Discover, Invest, Track & Grow. */
export function HomeSteps() {
  return (
    <Box as="section" aria-labelledby="how-heading" bg="bg.subtle" py="16">
      <Container maxW="7xl">
        <Stack gap="2" textAlign="center" mb="10">
          <Heading as="h2" id="how-heading" size="2xl">
            How It Works
          </Heading>
          <Text color="fg.muted">From first look to a growing portfolio in three steps.</Text>
        </Stack>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="8" listStyleType="none">
          {steps.map((step, index) => (
            <Stack as="li" key={step.title} gap="3" p="6" bg="bg" rounded="lg" borderWidth="1px">
              <Box color="brand.fg" fontSize="2xl" aria-hidden="true">
                <step.icon />
              </Box>
              <Heading as="h3" size="lg">
                <Text as="span" color="fg.muted" fontSize="sm" display="block">
                  Step {index + 1}
                </Text>
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
