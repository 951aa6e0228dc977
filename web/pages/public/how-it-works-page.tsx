import { Box, Container, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../../shared/routes';
import { LinkButton } from '../../components/link-button';
import { PageTitle } from '../../components/page-title';
import { RouterLink } from '../../components/router-link';
import { FaqAccordion } from '../../features/public/faq-accordion';
import { FAQ_ITEMS } from '../../features/public/faq-items';
import { StepList } from '../../features/public/how-it-works/step-list';
import { BENEFITS, CREATOR_STEPS, INVESTOR_STEPS } from '../../features/public/how-it-works/steps';

const QUESTIONS = [
  'what-is-a-safe',
  'minimum-investment',
  'investor-fees',
  'creator-fees',
  'failed-raise',
];
const faq = FAQ_ITEMS.filter((item) => QUESTIONS.includes(item.id));

/** /how-it-works: the paths for investors and creators, benefits, and common questions. */
export function HowItWorksPage() {
  return (
    <>
      <PageTitle title="How It Works" />
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Stack gap="3" maxW="3xl" mb="12">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            How It Works
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            LaunchFund matches SaaS founders with angel investors. Every project is reviewed, every
            deal is a standard SAFE, and money only moves when a raise succeeds.
          </Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="12">
          <Stack as="section" aria-labelledby="investors-heading" gap="6">
            <Heading as="h2" id="investors-heading" size="xl">
              For investors
            </Heading>
            <StepList steps={INVESTOR_STEPS} />
            <LinkButton to={paths.signupAs('investor')} colorPalette="brand" alignSelf="start">
              Start Investing
            </LinkButton>
          </Stack>
          <Stack as="section" aria-labelledby="creators-heading" gap="6">
            <Heading as="h2" id="creators-heading" size="xl">
              For creators
            </Heading>
            <StepList steps={CREATOR_STEPS} />
            <LinkButton to={paths.signupAs('creator')} colorPalette="brand" alignSelf="start">
              Start Raising
            </LinkButton>
          </Stack>
        </Grid>
      </Container>
      <Box as="section" aria-labelledby="benefits-heading" bg="bg.subtle" py="16">
        <Container maxW="7xl">
          <Heading as="h2" id="benefits-heading" size="xl" mb="8">
            Why LaunchFund
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {BENEFITS.map((benefit) => (
              <Stack key={benefit.title} p="6" bg="bg" rounded="lg" borderWidth="1px" gap="2">
                <Heading as="h3" size="md">
                  {benefit.title}
                </Heading>
                <Text color="fg.muted">{benefit.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Container as="section" aria-labelledby="faq-heading" maxW="3xl" py="16">
        <Heading as="h2" id="faq-heading" size="xl" mb="6">
          Common questions
        </Heading>
        <FaqAccordion items={faq} headingLevel="h3" />
        <Text mt="6" color="fg.muted">
          More answers in the{' '}
          <RouterLink to={paths.faq} color="brand.fg">
            full FAQ
          </RouterLink>
          .
        </Text>
        <HStack gap="3" wrap="wrap" mt="10">
          <LinkButton to={paths.signupAs('creator')} colorPalette="brand">
            Raise funds as a creator
          </LinkButton>
          <LinkButton to={paths.signupAs('investor')} variant="outline">
            Invest as an angel
          </LinkButton>
        </HStack>
      </Container>
    </>
  );
}
