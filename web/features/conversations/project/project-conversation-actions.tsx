import { Stack } from '@chakra-ui/react';
import { FollowButton } from './follow-button';
import { MessageFounder } from './message-founder';

/** The sidebar's social actions on a project: follow (with the count) and message the founder. */
export function ProjectConversationActions({
  slug,
  projectId,
  founderName,
}: {
  slug: string;
  projectId: string;
  founderName: string;
}) {
  return (
    <Stack gap="3" borderTopWidth="1px" pt="4">
      <FollowButton slug={slug} />
      <MessageFounder projectId={projectId} founderName={founderName} />
    </Stack>
  );
}
