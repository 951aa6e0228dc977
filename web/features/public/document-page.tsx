import { Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../components/link-button';
import { PageTitle } from '../../components/page-title';
import { RouterLink } from '../../components/router-link';
import type { PublicDocument } from './document';

function formatRevision(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** Renders a text page: title, summary, numbered-free sections, and closing actions. */
export function DocumentPage({ content }: { content: PublicDocument }) {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title={content.title} />
      <Stack gap="3" mb="10">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {content.title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {content.summary}
        </Text>
        {content.lastUpdated && (
          <Text fontSize="sm" color="fg.muted">
            Last updated{' '}
            <time dateTime={content.lastUpdated}>{formatRevision(content.lastUpdated)}</time>
          </Text>
        )}
      </Stack>
      <Stack gap="10">
        {content.sections.map((section) => (
          <Stack as="section" key={section.heading} gap="3">
            <Heading as="h2" size="lg">
              {section.heading}
            </Heading>
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph} lineHeight="tall">
                {paragraph}
              </Text>
            ))}
            {section.bullets && (
              <List.Root gap="2" ps="5" lineHeight="tall">
                {section.bullets.map((bullet) => (
                  <List.Item key={bullet}>{bullet}</List.Item>
                ))}
              </List.Root>
            )}
            {section.links && (
              <HStack gap="4" wrap="wrap">
                {section.links.map((link) => (
                  <RouterLink key={link.to} to={link.to} color="brand.fg" fontWeight="medium">
                    {link.label}
                  </RouterLink>
                ))}
              </HStack>
            )}
          </Stack>
        ))}
      </Stack>
      {content.actions && (
        <HStack gap="3" wrap="wrap" mt="12">
          {content.actions.map((action, index) => (
            <LinkButton
              key={action.to}
              to={action.to}
              colorPalette="brand"
              variant={index === 0 ? 'solid' : 'outline'}
            >
              {action.label}
            </LinkButton>
          ))}
        </HStack>
      )}
    </Container>
  );
}
