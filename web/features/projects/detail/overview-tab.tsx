import { Heading, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ProjectDetail } from '../../../../shared/api';

/** 'YouTube' or 'Vimeo': the shared schema lets no other host through. */
function videoSite(url: string): string {
  return /^https:\/\/([a-z.]*\.)?vimeo\.com\//i.test(url) ? 'Vimeo' : 'YouTube';
}

/** 'Incorporated in Delaware in 2021', or whichever half the creator gave. */
function incorporationText({ incorporationState: state, incorporationYear: year }: ProjectDetail) {
  return `Incorporated${state ? ` in ${state}` : ''}${year ? ` in ${year}` : ''}`;
}

/**
 * The description as paragraphs (blank lines separate them), where the company was
 * incorporated, the video link, then the gallery. The video is a plain link, not an embedded player: the CSP forbids frames.
 */
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
      {(project.incorporationState || project.incorporationYear) && (
        <Stack gap="2">
          <Heading as="h2" size="lg">
            Incorporation
          </Heading>
          <Text>{incorporationText(project)}</Text>
        </Stack>
      )}
      {project.videoUrl && (
        <Stack gap="2">
          <Heading as="h2" size="lg">
            Video
          </Heading>
          <Text>
            <Link
              href={project.videoUrl}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="brand"
              variant="underline"
            >
              Watch the {project.title} video on {videoSite(project.videoUrl)} (opens in a new tab)
            </Link>
          </Text>
        </Stack>
      )}
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
