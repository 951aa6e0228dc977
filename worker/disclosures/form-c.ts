/**
 * The disclosures as structured data shaped after Form C's items (17 CFR 227.201;
 * docs/before-the-raise.md#the-form-c-export).
 */
import type { FormCExport } from '../../shared/disclosures/api';
import { checklistOf, findDisclosures, maximumRaiseCentsOf, partsOf } from './queries';

export async function formCExport(
  db: D1Database,
  projectId: string,
  now: Date,
): Promise<FormCExport> {
  const project = await db
    .prepare(
      `SELECT p.slug, p.title, p.funding_goal, p.end_date, o.company_name, o.goal_cents, o.ends_at
       FROM projects p LEFT JOIN offerings o ON o.project_id = p.id WHERE p.id = ?`,
    )
    .bind(projectId)
    .first<{
      slug: string;
      title: string;
      funding_goal: number;
      end_date: string | null;
      company_name: string | null;
      goal_cents: number | null;
      ends_at: string | null;
    }>();
  if (!project) throw new Error(`form-c: project ${projectId} vanished`);
  const row = await findDisclosures(db, projectId);
  const parts = partsOf(row);
  const { requiredTier, checklist } = await checklistOf(db, projectId, row);
  return {
    formType: 'C',
    generatedAt: now.toISOString(),
    issuer: { name: project.company_name ?? project.title, projectSlug: project.slug },
    offering: {
      targetOfferingAmountCents: project.goal_cents ?? project.funding_goal * 100,
      maximumOfferingAmountCents: await maximumRaiseCentsOf(db, projectId),
      deadline: project.ends_at ?? project.end_date,
    },
    directorsAndOfficers: parts.officers ?? [],
    principalSecurityHolders: parts.principalHolders ?? [],
    useOfProceeds: parts.useOfProceeds
      ? {
          atTargetAmount: parts.useOfProceeds.atGoal,
          atMaximumAmount: parts.useOfProceeds.atMaximum,
        }
      : null,
    riskFactors: parts.riskFactors ?? [],
    financialCondition: parts.financialCondition ?? null,
    financialStatements: {
      requiredTier,
      providedTier: row?.statement_tier ?? null,
      periodEnd: row?.statement_period_end ?? null,
      fileName: row?.statement_file_name ?? null,
    },
    complete: checklist.every((item) => item.complete),
  };
}
