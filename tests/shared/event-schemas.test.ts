import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS, isEventType, parseEventPayload } from '../../shared/events';

const drafted = {
  title: '  DevPipeline  ',
  slug: 'devpipeline',
  tagline: 'CI/CD',
  description: 'Pipelines.',
  category: 'Developer Tools',
  fundingGoal: 150_000,
  equity: 10,
  minimumInvestment: 500,
  endDate: '2027-01-31',
  coverImage: '/images/covers/default.svg',
  creatorId: 'c1',
  creatorName: 'Jordan Lee',
};

describe('event registry', () => {
  it('knows the lifecycle, investment, user, wallet, message and view events', () => {
    for (const type of [
      'project.drafted',
      'project.details_edited',
      'project.submitted',
      'project.changes_requested',
      'project.approved',
      'project.rejected',
      'project.funded',
      'project.failed',
      'investment.committed',
      'investment.completed',
      'investment.refunded',
      'project.viewed',
      'message.sent',
      'user.joined',
      'wallet.deposited',
    ]) {
      expect(isEventType(type), type).toBe(true);
    }
    expect(isEventType('project.vanished')).toBe(false);
    expect(isEventType('toString')).toBe(false);
    expect(EVENT_SCHEMAS['project.viewed'].streamType).toBe('project-views');
  });

  it('parses a valid payload, trimming text', () => {
    const parsed = parseEventPayload('project.drafted', drafted);
    expect(parsed).toMatchObject({ ok: true, payload: { title: 'DevPipeline' } });
    const timestamp = parseEventPayload('project.drafted', {
      ...drafted,
      endDate: '2027-01-31T23:59:59.000Z',
    });
    expect(timestamp.ok).toBe(true);
  });

  it('names the field of the first problem', () => {
    expect(parseEventPayload('project.drafted', { ...drafted, fundingGoal: 0 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^fundingGoal: /),
    });
    expect(parseEventPayload('project.drafted', { ...drafted, equity: 0 }).ok).toBe(false);
    expect(
      parseEventPayload('project.drafted', { ...drafted, coverImage: 'http://evil.test/x.png' }).ok,
    ).toBe(false);
    expect(parseEventPayload('project.drafted', { ...drafted, slug: 'Not A Slug' }).ok).toBe(false);
    expect(parseEventPayload('project.rejected', { reason: '   ' }).ok).toBe(false);
    expect(
      parseEventPayload('user.joined', { name: 'A', email: 'nope', role: 'investor' }).ok,
    ).toBe(false);
    expect(
      parseEventPayload('user.joined', { name: 'A', email: 'a@example.com', role: 'owner' }).ok,
    ).toBe(false);
  });

  it('wants at least one change in an edit', () => {
    expect(parseEventPayload('project.details_edited', {})).toEqual({
      ok: false,
      message: 'Change at least one detail.',
    });
    expect(parseEventPayload('project.details_edited', { tagline: 'New' }).ok).toBe(true);
  });
});
