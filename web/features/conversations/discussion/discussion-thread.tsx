import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { QuestionView } from '../../../../shared/conversations/api';
import { LoadError } from '../../../components/load-error';
import { LazyPart } from '../../../components/part-boundary';
import { retryableLazy } from '../../../lib/retryable-lazy';
import { useSessionUser } from '../../../lib/session';
import { useDiscussion } from '../api/get-discussion';
import { AnswerForm } from './answer-form';
import { AskQuestionForm } from './ask-question-form';
import { LoadMore } from '../load-more';
import { HideButton } from './hide-button';
import { PostBody } from './post-body';

// Only admins hide posts: the dialog's code (Chakra's dialog, portal and focus trap, the
// reason field) loads for them alone, not with every visitor's discussion.
const HidePostDialog = retryableLazy(() =>
  import('./hide-post-dialog').then((m) => m.HidePostDialog),
);

interface DiscussionThreadProps {
  slug: string;
  /** The project's creator: only they see "Answer". */
  creatorId: string;
  /** Questions can be asked only while the offering is live. */
  open: boolean;
  /** Shown instead of the question form to signed-out visitors. */
  signInPrompt: ReactNode;
}

/**
 * The public Q&A of an offering: anyone reads it; signed-in users ask; the founder
 * answers; admins hide posts (which then read "Removed by moderation").
 */
export function DiscussionThread({ slug, creatorId, open, signInPrompt }: DiscussionThreadProps) {
  const user = useSessionUser();
  const discussion = useDiscussion(slug);
  const isFounder = user?.id === creatorId;
  const pages = discussion.pages ?? [];
  // The counts of the newest page are the latest; questions come newest first, page by page.
  const questionCount = pages[0]?.questionCount ?? 0;
  const questions = pages.flatMap((page) => page.questions);
  const { hash } = useLocation();
  const loaded = discussion.status === 'success';

  // A notification links to its question (#question-<id>): bring it into view once shown.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#question-')) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [loaded, hash]);
  const isAdmin = user?.role === 'admin';

  const hide = (postId: string) =>
    isAdmin ? (
      <LazyPart
        what="the Hide button"
        size="inline"
        loading={<HideButton disabled aria-busy="true" />}
      >
        <HidePostDialog slug={slug} postId={postId} />
      </LazyPart>
    ) : undefined;

  function question(q: QuestionView) {
    return (
      <Stack
        as="li"
        key={q.id}
        id={`question-${q.id}`}
        gap="3"
        borderWidth="1px"
        rounded="lg"
        p="4"
      >
        <PostBody post={q} actions={q.removed ? undefined : hide(q.id)} />
        {q.answers.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="3" pl="4" borderLeftWidth="2px">
            {q.answers.map((a) => (
              <li key={a.id}>
                <PostBody post={a} actions={a.removed ? undefined : hide(a.id)} />
              </li>
            ))}
          </Stack>
        )}
        {isFounder && !q.removed && <AnswerForm slug={slug} questionId={q.id} />}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      {!user ? signInPrompt : open && <AskQuestionForm slug={slug} />}
      {discussion.status === 'loading' && <Text color="fg.muted">Loading the discussion…</Text>}
      {discussion.status === 'error' && (
        <LoadError
          what="the discussion"
          message={discussion.error.message}
          onRetry={discussion.retry}
        />
      )}
      {discussion.status === 'success' && (
        <Stack gap="3">
          <Heading as="h2" size="md">
            {questionCount === 1 ? '1 question' : `${questionCount} questions`}
          </Heading>
          {questions.length === 0 ? (
            <Text color="fg.muted">No questions yet.</Text>
          ) : (
            <Stack as="ol" listStyleType="none" gap="4">
              {questions.map(question)}
            </Stack>
          )}
          <LoadMore paging={discussion} label="Load more questions" />
        </Stack>
      )}
    </Stack>
  );
}
