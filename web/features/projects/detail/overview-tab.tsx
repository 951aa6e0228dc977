import { Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ProjectDetail } from '../../../../shared/api';

/** The description as paragraphs (blank lines separate them), then the gallery. */
export function OverviewTab({ project }: { project: ProjectDetail }) {
  const paragraphs = project.description.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <Stack gap="8">
      <Stack gap="4">
        <Heading as="h2" size="lg">
          About this project
        </Heading>
        {paragraphs.map((paragraph, index) => (
          <Text key={index} lineHeight="tall" whiteSpace="pre-line">
            {paragraph.trim()}
          </Text>
        ))}
      </Stack>
      {project.gallery.length > 0 && (
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Gallery
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none">
            {project.gallery.map((src, index) => (
              <li key={src}>
                <Image
                  src={src}
                  alt={`${project.title} screenshot ${index + 1} of ${project.gallery.length}`}
                  htmlWidth={800}
                  htmlHeight={500}
                  w="full"
                  h="auto"
                  aspectRatio="8 / 5"
                  objectFit="cover"
                  rounded="md"
                  bg="bg.muted"
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
