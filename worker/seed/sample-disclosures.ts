/**
 * The sample world before the raise (docs/before-the-raise.md): every sample project sent
 * to review has complete disclosures (the Form C content, with statements at the tier
 * its size requires), and the demo creator's ReleaseNotes is live and taking
 * reservations from three angels. Appended once: a stream that exists is left alone.
 */
import { formatCents } from '../../shared/money/cents';
import type { DisclosureParts } from '../../shared/disclosures/schema';
import { requiredStatementTier } from '../../shared/disclosures/thresholds';
import { DISCLOSURE_DOCUMENTS_BUCKET } from '../../shared/disclosures/storage';
import { disclosuresStreamId } from '../disclosures/projection';
import { appendToStream, streamVersion } from '../event-store';
import { reservationStreamId } from '../investing/reservations/projection';
import { putObject } from '../storage/put-object';
import { sampleId } from './sample-ids';
import { seedSampleImages, type SeedImageSource } from './sample-images';
import { planProjectLifecycle } from './sample-plan-projects';
import { sampleTermsOf } from './sample-terms';
import type { SampleProject, SeedClock } from './sample-types';
import { DEMO_USERS, INVESTORS } from './sample-users';

const [, DEMO_CREATOR] = DEMO_USERS;
if (!DEMO_CREATOR) throw new Error('seed: the sample reservations need the demo creator');

/** The demo creator's second live project: testing the waters, no commitment yet. */
export const RESERVATION_PROJECT: SampleProject = {
  n: 20,
  slug: 'releasenotes',
  title: 'ReleaseNotes',
  tagline: 'Changelogs your customers actually read',
  description:
    'ReleaseNotes turns merged pull requests into a customer-facing changelog, in-app announcements and a weekly digest, so a product team ships the news with the code.',
  category: 'Developer Tools',
  fundingGoal: 120_000,
  equity: 8,
  minimumInvestment: 500,
  creator: DEMO_CREATOR,
  outcome: 'active',
  website: 'https://releasenotes.example.com',
  location: 'Portland, OR',
  incorporationState: 'Delaware',
  incorporationYear: '2024',
  team: [
    {
      name: 'Jordan Lee',
      role: 'CEO & Co-founder',
      bio: 'Also the founder of DevPipeline; wrote the changelog tooling behind it first.',
    },
  ],
  updates: [
    {
      title: 'Testing the waters',
      content:
        'Before we open the offering we are taking non-binding reservations, so we can see how much interest there is.',
      daysAgo: 4,
    },
  ],
  galleryCount: 1,
  draftedDaysAgo: 9,
  reviewDays: 3,
  endsInDays: 50,
};

/** The three angels' reservations (cents), oldest first. */
const RESERVATIONS = [150_000, 75_000, 300_000] as const;

const RISKS: Record<string, string> = {
  'Developer Tools':
    'Developer tools compete with free open-source alternatives; we may fail to convert free users.',
  Productivity:
    'Productivity software is a crowded market, and larger suites may copy our features.',
  Finance: 'Financial software is regulated; a change in rules could delay our roadmap.',
  'Artificial Intelligence':
    'We depend on third-party AI models whose prices and terms can change at short notice.',
  'Health & Fitness': 'Health features may draw regulatory scrutiny that slows our releases.',
};

/** The disclosures a sample project's founder completed before review. */
export function sampleDisclosureParts(p: SampleProject): DisclosureParts {
  const terms = sampleTermsOf(p, new Date().toISOString());
  return {
    officers: [
      {
        name: p.creator.name,
        title: 'Chief Executive Officer',
        role: 'both',
        experience: `Founded ${p.title} and leads product and fundraising; before that, ten years building software products.`,
      },
      // The founder already leads the list; the team's own entry for them would repeat it.
      ...(p.team ?? [])
        .filter((member) => member.name !== p.creator.name)
        .slice(0, 3)
        .map((member) => ({
          name: member.name,
          title: member.role,
          role: 'officer' as const,
          experience:
            member.bio.length >= 20 ? member.bio.slice(0, 2000) : `${member.role} at ${p.title}.`,
        })),
    ],
    principalHolders: [
      { name: p.creator.name, securityClass: 'Common stock', votingPowerPercent: 72 },
    ],
    useOfProceeds: {
      atGoal: `At the ${formatCents(terms.fundingGoalCents, { cents: 'auto' })} goal: two engineering hires for twelve months (70 %), customer acquisition (20 %), and the platform's fees and legal costs (10 %).`,
      atMaximum: `At the ${formatCents(terms.maximumRaiseCents, { cents: 'auto' })} maximum: the same, plus a first sales hire and six more months of runway.`,
    },
    riskFactors: [
      RISKS[p.category] ?? 'Our market is young, and demand may grow more slowly than we plan for.',
      `${p.title} depends on its founder; losing them would hurt the company.`,
      'The securities are not listed anywhere and may be hard to resell for years.',
    ],
    financialCondition: `${p.title} has no debt and funds its operations from its founders' savings and early revenue; without this raise it has about eight months of runway at the current spend.`,
  };
}

/** A one-page PDF saying what it stands for (the sample statements). */
function samplePdf(title: string): Uint8Array<ArrayBuffer> {
  const text = `${title}: sample financial statements (LaunchFund demo data)`.replace(
    /[()\\]/g,
    '',
  );
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${o.toString().padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body) as Uint8Array<ArrayBuffer>;
}

async function seedDisclosures(
  db: D1Database,
  clock: SeedClock,
  p: SampleProject,
  store: R2Bucket | undefined,
): Promise<number> {
  const projectId = sampleId('project', p.n);
  const streamId = disclosuresStreamId(projectId);
  if ((await streamVersion(db, streamId)) > 0) return 0;
  const terms = sampleTermsOf(p, new Date().toISOString());
  const objectName = `${projectId}/statements-sample.pdf`;
  const bytes = samplePdf(p.title);
  if (store) {
    await putObject(
      db,
      store,
      {
        bucketId: DISCLOSURE_DOCUMENTS_BUCKET,
        name: objectName,
        bytes,
        mimeType: 'application/pdf',
        cacheControl: 'private, max-age=0',
        owner: p.creator.id,
      },
      clock.now,
    );
  }
  // Completed shortly after drafting, before the submission (sample-plan-projects.ts).
  const savedAt = clock.ago(p.draftedDaysAgo - 0.05);
  const year = new Date(clock.ago(p.draftedDaysAgo)).getUTCFullYear() - 1;
  await appendToStream(db, {
    streamId,
    streamType: 'disclosures',
    expectedVersion: 0,
    actorId: p.creator.id,
    events: [
      {
        type: 'disclosures.saved',
        occurredAt: savedAt,
        payload: {
          projectId,
          parts: sampleDisclosureParts(p),
          changed: [
            'officers',
            'principalHolders',
            'useOfProceeds',
            'riskFactors',
            'financialCondition',
          ],
          material: false,
          reconfirmBy: null,
        },
      },
      {
        type: 'disclosures.statement_uploaded',
        occurredAt: savedAt,
        payload: {
          projectId,
          tier: requiredStatementTier(terms.maximumRaiseCents),
          fileName: `${p.slug}-statements-${year}.pdf`,
          objectName,
          sizeBytes: bytes.byteLength,
          periodEnd: `${year}-12-31`,
          material: false,
          reconfirmBy: null,
        },
      },
    ],
  });
  return 1;
}

async function seedReservationRound(db: D1Database, clock: SeedClock): Promise<number> {
  const p = RESERVATION_PROJECT;
  const projectId = sampleId('project', p.n);
  if ((await streamVersion(db, projectId)) === 0) {
    // As the sample history does: drafted, submitted, approved, terms recorded.
    const versions = new Map<string, number>();
    for (const planned of planProjectLifecycle(p, clock)) {
      const version = versions.get(planned.streamId) ?? 0;
      await appendToStream(db, {
        streamId: planned.streamId,
        streamType: planned.streamType,
        expectedVersion: version,
        actorId: planned.actorId,
        events: [planned.event],
      });
      versions.set(planned.streamId, version + 1);
    }
  }
  const streamId = reservationStreamId(projectId);
  if ((await streamVersion(db, streamId)) > 0) return 0;
  const reservers = INVESTORS.slice(0, RESERVATIONS.length);
  await appendToStream(db, {
    streamId,
    streamType: 'reservations',
    expectedVersion: 0,
    actorId: p.creator.id,
    events: [
      { type: 'reservations.opened', occurredAt: clock.ago(5), payload: { projectId } },
      ...reservers.map((investor, i) => ({
        type: 'reservation.placed' as const,
        occurredAt: clock.ago(4 - i),
        payload: {
          projectId,
          investorId: investor.id,
          investorName: investor.name,
          amountCents: RESERVATIONS[i] ?? 0,
        },
      })),
    ],
  });
  return reservers.length;
}

/**
 * Seeds the disclosures of `projects` that went to review (and of ReleaseNotes), the
 * statements' PDFs when `images` gives the storage, and ReleaseNotes' reservation round.
 */
export async function seedSampleDisclosures(
  db: D1Database,
  clock: SeedClock,
  projects: readonly SampleProject[],
  images?: SeedImageSource,
): Promise<{ disclosures: number; reservations: number }> {
  const reservations = await seedReservationRound(db, clock);
  if (images) await seedSampleImages(db, images, [RESERVATION_PROJECT], clock.now);
  let disclosures = 0;
  for (const p of [...projects, RESERVATION_PROJECT]) {
    if (p.outcome === 'draft') continue;
    disclosures += await seedDisclosures(db, clock, p, images?.store);
  }
  return { disclosures, reservations };
}
