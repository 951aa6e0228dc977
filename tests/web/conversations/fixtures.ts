import type { PostView, QuestionView } from '../../../shared/conversations/api';

export const FOUNDER_ID = '00000000-0000-4000-8000-0000000000f0';

/** A post as the discussion route returns it; override any field. */
export function makePost(overrides: Partial<PostView> = {}): PostView {
  return {
    id: 'p-1',
    authorName: 'Ivy Investor',
    authorRole: 'investor',
    isFounder: false,
    compensatedPromoter: false,
    text: 'How many paying teams?',
    removed: false,
    deleted: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    editedAt: null,
    ...overrides,
  };
}

export function makeQuestion(overrides: Partial<QuestionView> = {}): QuestionView {
  return { ...makePost(), answers: [], ...overrides };
}
