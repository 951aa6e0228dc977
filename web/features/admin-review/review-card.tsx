import { FounderIdentity } from '../../components/identity/founder-identity';
import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRelativeTime } from '../../../shared/format';
import type { ManagedProject } from '../../../shared/api';
import { CoverThumbnail } from '../../components/cover-thumbnail';
import { ProjectFacts } from '../../components/project-facts';
import { useProjectPermissions } from '../../lib/project-permissions';
import type { ReviewVerdict } from './api/send-verdict';
import { ReviewTerms } from './review-terms';
import { ReviewDisclosures } from './review-disclosures';
import { ReviewVerdicts } from './review-verdicts';

export interface ReviewCardProps {
  project: ManagedProject;
  onVerdict: (verdict: ReviewVerdict) => Promise<void>;
}

/** One project awaiting review: everything the creator entered, and the three verdicts. */
export function ReviewCard({ project, onVerdict }: ReviewCardProps) {
  const canReview = useProjectPermissions(project).review;
  return (
    <Card.Root as="article" aria-label={project.title}>
      <Card.Body>
        <Stack gap="4">
          <HStack gap="4" align="flex-start">
            <CoverThumbnail src={project.coverImage} width="24" />
            <Stack gap="1" minW="0">
              <Heading as="h2" size="md">
                {project.title}
              </Heading>
              <Text color="fg.muted">{project.tagline}</Text>
              <Text fontSize="sm" color="fg.muted">
                By {project.creatorName}
                {project.submittedAt && ` · submitted ${formatRelativeTime(project.submittedAt)}`}
              </Text>
            </Stack>
          </HStack>
          <FounderIdentity creatorId={project.creatorId} />
          <Text whiteSpace="pre-wrap">{project.description}</Text>
          <ProjectFacts project={project} />
          <ReviewTerms project={project} />
          <ReviewDisclosures projectId={project.id} />
          <ReviewVerdicts project={project} canReview={canReview} onVerdict={onVerdict} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
