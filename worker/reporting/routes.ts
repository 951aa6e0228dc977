/**
 * The annual-report API (docs/reporting-and-verification.md#annual-reports): the
 * founder's status, draft and filing, and everyone's read of a project's reports.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type {
  AnnualReportsResponse,
  OwnAnnualReportsResponse,
} from '../../shared/reporting/annual-report-api';
import {
  fileAnnualReportRequestSchema,
  fiscalYearEndRequestSchema,
} from '../../shared/reporting/annual-report-api';
import type { AppEnv } from '../env';
import { readableProject } from '../disclosures/access';
import { ApiError } from '../http/api-error';
import { projectIdParam } from '../http/project-id-param';
import { validJson } from '../http/valid-json';
import { ownProjectOnly } from '../middleware/own-project-only';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { fileAnnualReport, ownFundedReporting, setFiscalYearEnd } from './commands';
import { draftOf, publicView, reportingStateOf, statusOf } from './queries';

/** Someone else's project (or no project) is "not found", before the body is read. */
async function ownView(c: Context<CallerEnv>, projectId: string) {
  const now = new Date();
  const state = await ownFundedReporting(c.env.DB, c.get('caller').id, projectId);
  const status = statusOf(state, now);
  const body: OwnAnnualReportsResponse = {
    ...publicView(state, now),
    draft: status ? await draftOf(c.env.DB, state, status) : null,
    fiscalYearEndEditable: state.filed.length === 0,
  };
  c.header('Cache-Control', 'no-store');
  return c.json(body);
}

/**
 * GET /api/creator/projects/:id/annual-report, PUT …/annual-report/fiscal-year-end
 * {month, day}, POST …/annual-report {fiscalYear, report, certify}.
 */
export const creatorAnnualReportRoutes = new Hono<CallerEnv>()
  .use('/:id/annual-report', requireUser({ roles: ['creator'] }), ownProjectOnly)
  .use('/:id/annual-report/*', requireUser({ roles: ['creator'] }), ownProjectOnly)
  .get('/:id/annual-report', (c) => ownView(c, projectIdParam(c)))
  .put(
    '/:id/annual-report/fiscal-year-end',
    validJson(() => fiscalYearEndRequestSchema),
    async (c) => {
      const projectId = projectIdParam(c);
      await setFiscalYearEnd(c.env.DB, c.get('caller').id, projectId, c.req.valid('json'));
      return ownView(c, projectId);
    },
  )
  .post(
    '/:id/annual-report',
    validJson(() => fileAnnualReportRequestSchema),
    async (c) => {
      const projectId = projectIdParam(c);
      await fileAnnualReport(
        c.env.DB,
        c.get('caller').id,
        projectId,
        c.req.valid('json'),
        new Date(),
      );
      const response = await ownView(c, projectId);
      return c.json(await response.json(), 201);
    },
  );

const slugSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/** GET /api/projects/:slug/annual-reports: the status and the filed reports, for anyone. */
export const publicAnnualReportRoutes = new Hono<AppEnv>().get(
  '/:slug/annual-reports',
  async (c) => {
    const project = await readableProject(c, v.parse(slugSchema, c.req.param('slug')));
    const state = await reportingStateOf(c.env.DB, project.id);
    if (!state) throw new ApiError(404, 'not_found', 'Project not found.');
    const body: AnnualReportsResponse = publicView(state, new Date());
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  },
);
