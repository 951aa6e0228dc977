import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../../shared/routes';
import { AvatarCircle, initialsOf } from '../../components/avatar-circle';
import { LinkButton } from '../../components/link-button';
import { PageTitle } from '../../components/page-title';
import { MISSION, STORY, TEAM, VALUES } from '../../features/public/about/about-content';

/** /about: mission, story, values, team, and ways to join. */
export function AboutPage() {
  return (
    <>
      <PageTitle title="About" />
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mb="6">
          About LaunchFund
        </Heading>
        <Stack as="section" aria-labelledby="mission-heading" gap="3" mb="12">
          <Heading as="h2" id="mission-heading" size="xl">
            Our mission
          </Heading>
          <Text fontSize="xl" color="fg.muted">
            {MISSION}
          </Text>
        </Stack>
        <Stack as="section" aria-labelledby="story-heading" gap="4">
          <Heading as="h2" id="story-heading" size="xl">
            Our story
          </Heading>
          {STORY.map((paragraph) => (
            <Text key={paragraph} lineHeight="tall">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Container>
      <Box as="section" aria-labelledby="values-heading" bg="bg.subtle" py="16">
        <Container maxW="7xl">
          <Heading as="h2" id="values-heading" size="xl" mb="8">
            Our values
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {VALUES.map((value) => (
              <Stack key={value.title} p="6" bg="bg" rounded="lg" borderWidth="1px" gap="2">
                <Heading as="h3" size="lg">
                  {value.title}
                </Heading>
                <Text color="fg.muted">{value.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Container as="section" aria-labelledby="team-heading" maxW="7xl" py="16">
        <Heading as="h2" id="team-heading" size="xl" mb="8">
          Our team
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="8" listStyleType="none">
          {TEAM.map((member) => (
            <Stack as="li" key={member.name} gap="2" align="center" textAlign="center">
              <AvatarCircle initials={initialsOf(member.name)} size="2xl" />
              <Heading as="h3" size="md">
                {member.name}
              </Heading>
              <Text fontSize="sm" fontWeight="medium" color="brand.fg">
                {member.role}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {member.bio}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <Container as="section" aria-labelledby="join-heading" maxW="4xl" pb="8">
        <Stack gap="4" p="8" rounded="xl" borderWidth="1px" align="start">
          <Heading as="h2" id="join-heading" size="xl">
            Join us
          </Heading>
          <Text color="fg.muted">
            Back a SaaS company, raise for your own, or help us build LaunchFund.
          </Text>
          <HStack gap="3" wrap="wrap">
            <LinkButton to={paths.signupAs('investor')} colorPalette="brand">
              Join as an investor
            </LinkButton>
            <LinkButton to={paths.signupAs('creator')} variant="outline">
              Join as a creator
            </LinkButton>
            <LinkButton to={paths.careers} variant="ghost">
              See open roles
            </LinkButton>
            <LinkButton to={paths.community} variant="ghost">
              Our community
            </LinkButton>
          </HStack>
        </Stack>
      </Container>
    </>
  );
}
