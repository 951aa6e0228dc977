/**
 * Paths of the conversion and portfolio routes, apart from their schemas (./api.ts): a
 * module that only names a route (a route loader starting a screen's reads,
 * web/lib/route-data.ts) then does not load valibot and the schemas with it.
 */
export const conversionPaths = {
  publicOutsideSafes: (slug: string) => `/api/projects/${encodeURIComponent(slug)}/outside-safes`,
  founder: (projectId: string) =>
    `/api/creator/projects/${encodeURIComponent(projectId)}/conversion`,
  pricedRound: (projectId: string) =>
    `/api/creator/projects/${encodeURIComponent(projectId)}/conversion/priced-round`,
  liquidity: (projectId: string) =>
    `/api/creator/projects/${encodeURIComponent(projectId)}/conversion/liquidity`,
  dissolution: (projectId: string) =>
    `/api/creator/projects/${encodeURIComponent(projectId)}/conversion/dissolution`,
  outsideSafes: (projectId: string) =>
    `/api/creator/projects/${encodeURIComponent(projectId)}/conversion/outside-safes`,
  portfolio: '/api/portfolio',
  costBasisCsv: '/api/portfolio/cost-basis.csv',
  statement: (investmentId: string) =>
    `/api/portfolio/${encodeURIComponent(investmentId)}/conversion`,
  statementPdf: (investmentId: string) =>
    `/api/portfolio/${encodeURIComponent(investmentId)}/conversion.pdf`,
};
