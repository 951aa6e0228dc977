/**
 * A renamed person's new name in later emails: the early-close notice greets each
 * investor by the name their profile has when it is sent (read by id), not the name
 * copied onto the commitment when they committed.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../../shared/money/reg-cf-dates';
import { noticeEarlyClose } from '../../../worker/closing/early-close';
import { recordProfileRenamed } from '../../../worker/platform/profile-renamed';
import { signedInUser } from '../helpers/auth';
import { offeringWith } from './helpers';

const DAY = 86_400_000;

describe('a renamed investor', () => {
  it('is greeted by the new name in a mail sent after the rename', async () => {
    const admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
    const { project, investors } = await offeringWith('Rename Mail Co', 100_000, [100_000], {
      days: 60,
    });
    const investor = investors[0];
    if (!investor) throw new Error('no investor');
    const update = env.DB.prepare('UPDATE profiles SET full_name = ? WHERE id = ?').bind(
      'Renata Renamed',
      investor.id,
    );
    await recordProfileRenamed(
      env.DB,
      { id: investor.id, email: investor.email, name: 'Renata Renamed' },
      update,
    );

    const now = new Date(Date.now() + 22 * DAY);
    await noticeEarlyClose(
      env.DB,
      admin.userId,
      project.id,
      addBusinessDays(now.toISOString(), 5),
      now,
      '',
    );
    const mail = await env.DB.prepare(
      "SELECT body FROM auth_outbox WHERE to_email = ? AND kind = 'offering_early_close'",
    )
      .bind(investor.email)
      .first<{ body: string }>();
    expect(mail?.body).toMatch(/^Hello Renata Renamed,/);
    expect(mail?.body).not.toContain('Investor Number 1');
  });
});
