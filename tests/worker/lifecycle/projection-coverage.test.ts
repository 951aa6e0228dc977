import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { STEP_OF_FACT, statusAfterFact } from '../../../machines/project-lifecycle';
import type { StoredEvent } from '../../../worker/event-store';
import { projectEvent } from '../../../worker/projections';
import { draftedPayload } from '../data/fixtures';

/** A stored project event as the projector sees it (the payload fits its fact). */
function stored(type: string): StoredEvent {
  const payload =
    type === 'project.drafted'
      ? draftedPayload('coverage')
      : type === 'project.changes_requested'
        ? { note: 'Add a pricing page.' }
        : type === 'project.rejected'
          ? { reason: 'Not a SaaS business.' }
          : {};
  return {
    streamId: 'p-1',
    streamType: 'project',
    version: 2,
    type,
    payload,
    actorId: null,
    occurredAt: '2026-01-01T00:00:00.000Z',
  } as StoredEvent;
}

describe('the project projection and the lifecycle machine', () => {
  it.each([...STEP_OF_FACT.keys()])('projects %s, the fact the machine records', (fact) => {
    const statements = projectEvent(env.DB, stored(fact));
    expect(statements.length).toBeGreaterThan(0);
  });

  it("sets each lifecycle fact's status from the machine", () => {
    expect(statusAfterFact('project.submitted')).toBe('in_review');
    expect(statusAfterFact('project.changes_requested')).toBe('changes_requested');
    expect(statusAfterFact('project.details_edited')).toBeNull();
  });

  it('throws on a project fact it has no handler for, instead of projecting nothing', () => {
    expect(() => projectEvent(env.DB, stored('project.sent_for_review'))).toThrow(
      /no projection for project.sent_for_review/,
    );
  });
});
