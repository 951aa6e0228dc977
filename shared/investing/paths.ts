/**
 * Paths of the investing routes, apart from their schemas (./api.ts): a module that only
 * names a route (a dashboard's early requests) then does not load valibot and the
 * schemas with it.
 */

/** Paths of the investing API, spelled once for both sides. */
export const INVESTING_PATHS = {
  wallet: '/api/wallet',
  deposits: '/api/wallet/deposits',
  investorProfile: '/api/investor/profile',
  offering: (slug: string) => `/api/projects/${encodeURIComponent(slug)}/offering`,
  investments: '/api/investments',
  investment: (id: string) => `/api/investments/${encodeURIComponent(id)}`,
  safePdf: (id: string) => `/api/investments/${encodeURIComponent(id)}/safe.pdf`,
  cancelInvestment: (id: string) => `/api/investments/${encodeURIComponent(id)}/cancel`,
  reconfirmInvestment: (id: string) => `/api/investments/${encodeURIComponent(id)}/reconfirm`,
} as const;
