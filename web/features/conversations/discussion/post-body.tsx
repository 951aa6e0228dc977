import type { ReactNode } from 'react';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { PostView } from '../../../../shared/conversations/api';
import { formatDate } from '../../../../shared/format';
import { PlainText } from '../plain-text';

/**
 * One question or answer: author, "Founder" / "Paid promoter" marks, date, an "edited"
 * mark when its author corrected it, and its text (or why it is gone).
 */
export function PostBody({ post, actions }: { post: PostView; actions?: ReactNode }) {
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{post.authorName}</Text>
        {post.isFounder && <Badge colorPalette="brand">Founder</Badge>}
        {post.compensatedPromoter && <Badge colorPalette="orange">Paid promoter</Badge>}
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </Text>
        {post.editedAt && !post.deleted && !post.removed && (
          <Text fontSize="sm" color="fg.muted">
            (edited <time dateTime={post.editedAt}>{formatDate(post.editedAt)}</time>)
          </Text>
        )}
        {actions}
      </HStack>
      {post.deleted ? (
        <Text fontStyle="italic" color="fg.muted">
          Deleted by its author
        </Text>
      ) : post.removed || post.text === null ? (
        <Text fontStyle="italic" color="fg.muted">
          Removed by moderation
        </Text>
      ) : (
        <PlainText text={post.text} />
      )}
    </Stack>
  );
}
