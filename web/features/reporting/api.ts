/** The annual-report API (docs/reporting-and-verification.md#annual-reports) through the query cache. */
import type { FiscalYearEnd } from '../../../shared/reporting/annual-report';
import type {
  AnnualReportsResponse,
  FileAnnualReportRequest,
  OwnAnnualReportsResponse,
} from '../../../shared/reporting/annual-report-api';
import { setApiData, useApiCommand, useApiQuery } from '../../lib/api-query';

export const annualReportPaths = {
  public: (slug: string) => `/api/projects/${encodeURIComponent(slug)}/annual-reports`,
  own: (projectId: string) =>
    `/api/creator/projects/${encodeURIComponent(projectId)}/annual-report`,
};

export function usePublicAnnualReports(slug: string) {
  return useApiQuery<AnnualReportsResponse>(annualReportPaths.public(slug));
}

export function useOwnAnnualReports(projectId: string) {
  return useApiQuery<OwnAnnualReportsResponse>(annualReportPaths.own(projectId), {
    signedIn: true,
  });
}

/** POST …/annual-report: the answer (the founder's view after filing) replaces the cached one. */
export function useFileAnnualReport(projectId: string) {
  return useApiCommand<FileAnnualReportRequest, OwnAnnualReportsResponse>(
    (body) => ({ path: annualReportPaths.own(projectId), method: 'POST', body }),
    (data, _body, { client, userId }) =>
      setApiData(client, annualReportPaths.own(projectId), userId, data),
  );
}

/** PUT …/annual-report/fiscal-year-end. */
export function useSetFiscalYearEnd(projectId: string) {
  return useApiCommand<FiscalYearEnd, OwnAnnualReportsResponse>(
    (body) => ({
      path: `${annualReportPaths.own(projectId)}/fiscal-year-end`,
      method: 'PUT',
      body,
    }),
    (data, _body, { client, userId }) =>
      setApiData(client, annualReportPaths.own(projectId), userId, data),
  );
}
