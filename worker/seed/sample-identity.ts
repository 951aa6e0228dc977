/**
 * The seeded identity checks (docs/identity.md#the-seed), through the same command and
 * the simulated provider the API uses: everyone who moves money or raises in the sample
 * world is verified when they join (the demo investor and creator among them, so the
 * demo journeys work), and one investor who has not invested yet waits for a manual
 * review, so the admins' queue is not empty. Idempotent: a person with a check keeps it.
 */
import { SIMULATED_TEST_INPUTS, simulatedIdentityProvider } from '../identity/simulated-provider';
import { submitIdentityCheck } from '../identity/commands';
import { identityStatusOf } from '../identity/queries';
import { planSampleMoney } from './sample-plan-money';
import { ALL_SAMPLE_USERS, INVESTORS, type SampleUser } from './sample-users';
import type { SampleProject, SeedClock } from './sample-types';

function checkOf(user: SampleUser, n: number, taxIdLast4: string) {
  return {
    legalName: user.name,
    dateOfBirth: `19${70 + (n % 25)}-0${1 + (n % 9)}-1${n % 10}`,
    address: {
      line1: `${100 + n} Market Street`,
      city: 'San Francisco',
      region: 'CA',
      postalCode: '94105',
      country: 'US',
    },
    taxIdLast4,
  };
}

/** The investor whose check waits for review: the newest one with no money planned. */
export function pendingReviewInvestor(projects: readonly SampleProject[]): SampleUser | undefined {
  const plan = planSampleMoney(projects);
  const moving = new Set(plan.profiles.map((p) => p.investor.id));
  return INVESTORS.filter((i) => !moving.has(i.id)).at(-1);
}

export async function seedSampleIdentities(
  db: D1Database,
  clock: SeedClock,
  projects: readonly SampleProject[],
): Promise<number> {
  const pending = pendingReviewInvestor(projects);
  let checks = 0;
  for (const [n, user] of ALL_SAMPLE_USERS.entries()) {
    if (user.role === 'admin') continue;
    if ((await identityStatusOf(db, user.id)).status !== 'unverified') continue;
    const last4 =
      user.id === pending?.id ? SIMULATED_TEST_INPUTS.review : SIMULATED_TEST_INPUTS.verified;
    // Checked on joining, before any profile, deposit or project of theirs.
    const at = new Date(clock.ago(Math.max(user.joinedDaysAgo - 0.001, 0)));
    await submitIdentityCheck(db, simulatedIdentityProvider, user.id, checkOf(user, n, last4), at);
    checks += 1;
  }
  return checks;
}
