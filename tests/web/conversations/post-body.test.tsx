import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PostBody } from '../../../web/features/conversations/discussion/post-body';
import { renderRoutesWithSession } from '../session-test-utils';
import { makePost } from './fixtures';

function render(post: ReturnType<typeof makePost>) {
  return renderRoutesWithSession([{ path: '/', element: <PostBody post={post} /> }], '/');
}

describe('a post as its author left it', () => {
  it('marks a corrected post as edited, with when', async () => {
    render(makePost({ text: 'About 2.5% a month.', editedAt: '2026-11-02T09:00:00.000Z' }));
    expect(await screen.findByText('About 2.5% a month.')).toBeInTheDocument();
    const mark = screen.getByText(/\(edited/);
    expect(mark.querySelector('time')).toHaveAttribute('dateTime', '2026-11-02T09:00:00.000Z');
  });

  it('never marks an untouched post, and says when its author deleted one', async () => {
    render(makePost({ text: null, deleted: true, editedAt: '2026-11-02T09:00:00.000Z' }));
    expect(await screen.findByText('Deleted by its author')).toBeInTheDocument();
    expect(screen.queryByText(/\(edited/)).toBeNull();
    expect(screen.queryByText('Removed by moderation')).toBeNull();
  });
});
