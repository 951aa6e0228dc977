import { Hono, type Context } from 'hono';
import type { AppEnv } from './env';
import { securityHeaders } from './middleware/security-headers';
// Registers every domain's projection with the event store before any route appends.
import './projections';
import { healthRoutes } from './routes/health';
import { creatorProjectRoutes } from './projects/creator-routes';
import { adminReviewRoutes } from './projects/review-routes';
import { projectRoutes } from './routes/projects';
import { dashboardRoutes } from './dashboards/routes';
import {
  investmentRoutes,
  investorProfileRoutes,
  offeringRoutes,
  walletRoutes,
} from './investing/routes';
import { conversationProjectRoutes } from './conversations/project-routes';
import { historyRoutes } from './history/routes';
import {
  creatorUpdateRoutes,
  meRoutes,
  messageRoutes,
  postAuthorRoutes,
  postModerationRoutes,
  questionRoutes,
} from './conversations/routes';
import { apiError, onApiError } from './http/api-error';
import { renderPage } from './pages/render-page';
import { authRoutes } from './routes/auth';
import { restRoutes } from './routes/rest';
import { devRoutes } from './routes/dev-outbox';
import { adminOfferingRoutes } from './closing/routes';
import { adminAnalyticsRoutes } from './dashboards/analytics-routes';
import { devClosingRoutes } from './closing/dev-routes';
import { devLedgerRoutes } from './dev/ledger-routes';
import { storageRoutes } from './storage/routes';
import { adminContactRoutes, contactRoutes } from './contact/routes';
import { whileWriting } from './projects/read-cache';
import { adminIdentityRoutes, identityRoutes } from './identity/routes';
import { adminAuditCsvRoutes, adminAuditRoutes } from './audit/routes';
import { forgotPasswordPageForm } from './routes/forgot-password-form';
import { signupPageForm } from './routes/signup-form';
import { loginPageForm } from './routes/login-form';
import { apiPaths } from '../shared/routes';
import { deviceSessionRoutes } from './routes/device-sessions';
import { notificationSettingsRoutes, unsubscribeRoutes } from './notify/routes';
import {
  creatorReservationRoutes,
  ownReservationRoutes,
  reservationRoundRoutes,
} from './investing/reservations/routes';
import { creatorLeadRoutes, investorLeadRoutes, publicLeadRoutes } from './lead/routes';
import { safeExportRoutes, verifySafeRoutes } from './verification/routes';
import {
  creatorConversionRoutes,
  portfolioRoutes,
  publicConversionRoutes,
} from './conversion/routes';
import { creatorAnnualReportRoutes, publicAnnualReportRoutes } from './reporting/routes';
import {
  adminDisclosureRoutes,
  creatorDisclosureRoutes,
  publicDisclosureRoutes,
} from './disclosures/routes';

export const app = new Hono<AppEnv>();

// Every answer's security headers; a CSP nonce only on the pages the worker renders.
app.use('*', securityHeaders);

// Any request that may write drops the isolate's cached project answers before and after
// it (worker/projects/read-cache.ts); reads never do.
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
app.use('*', async (c, next) => {
  if (READ_METHODS.has(c.req.method)) return next();
  return whileWriting(next);
});

app.route('/api/health', healthRoutes);
// One mount per path: each path's sub-apps composed in the order their routes match.
app.route(
  '/api/creator/projects',
  new Hono<AppEnv>()
    .route('/', creatorProjectRoutes)
    .route('/', creatorUpdateRoutes)
    .route('/', creatorReservationRoutes)
    .route('/', creatorLeadRoutes)
    .route('/', creatorConversionRoutes)
    .route('/', creatorDisclosureRoutes)
    .route('/', creatorAnnualReportRoutes),
);
app.route(
  '/api/admin/reviews',
  new Hono<AppEnv>().route('/', adminDisclosureRoutes).route('/', adminReviewRoutes),
);
app.route('/auth/v1', authRoutes);
app.route('/rest/v1', restRoutes);
app.route('/storage/v1', storageRoutes);
app.route('/__dev/closing', devClosingRoutes);
app.route('/__dev/ledger', devLedgerRoutes);
app.route('/__dev', devRoutes);
app.route('/api/admin/offerings', adminOfferingRoutes);
app.route('/api/admin/analytics', adminAnalyticsRoutes);
app.route(
  '/api/projects',
  new Hono<AppEnv>()
    .route('/', projectRoutes)
    .route('/', offeringRoutes)
    .route('/', conversationProjectRoutes)
    .route('/', historyRoutes)
    .route('/', reservationRoundRoutes)
    .route('/', publicLeadRoutes)
    .route('/', publicDisclosureRoutes)
    .route('/', publicAnnualReportRoutes)
    .route('/', publicConversionRoutes),
);
app.route('/api/dashboards', dashboardRoutes);
app.route('/api/wallet', walletRoutes);
app.route('/api/investor/profile', investorProfileRoutes);
app.route('/api/investments', investmentRoutes);
app.route('/api/reservations', ownReservationRoutes);
app.route('/api/lead', investorLeadRoutes);
app.route('/api/portfolio', portfolioRoutes);
app.route('/api/questions', questionRoutes);
app.route(
  '/api/posts',
  new Hono<AppEnv>().route('/', postModerationRoutes).route('/', postAuthorRoutes),
);
app.route('/api/messages', messageRoutes);
// Before /api/me: its own sign-in check answers these, so the caller is resolved once.
app.route(apiPaths.notificationSettings, notificationSettingsRoutes);
// Before /api/me, whose guard would otherwise run a second time on these paths.
app.route(apiPaths.deviceSessions, deviceSessionRoutes);
app.route('/api/me', meRoutes);
app.route(apiPaths.unsubscribe, unsubscribeRoutes);
app.route('/api/contact', contactRoutes);
app.route('/api/admin/contact-messages', adminContactRoutes);
app.route('/api/identity', identityRoutes);
app.route('/api/admin/identity', adminIdentityRoutes);
app.route('/api/admin/audit.csv', adminAuditCsvRoutes);
app.route('/api/admin/audit', adminAuditRoutes);
app.route('/api/verify/safe', verifySafeRoutes);
app.route('/api/safes', safeExportRoutes);
// The forgot-password page's form sent by the browser itself (no app): it asks the auth
// API above for the link, through the app, as the app's own request would.
app.post(
  apiPaths.forgotPasswordForm,
  forgotPasswordPageForm((c, request) => app.fetch(request, c.env, c.executionCtx)),
);
// The Log in page's form sent by the browser itself: it signs in through the auth API
// above and hands the session to the page's app in the URL's fragment.
app.post(
  apiPaths.loginForm,
  loginPageForm((c, request) => app.fetch(request, c.env, c.executionCtx)),
);
// The Sign up page's form sent by the browser itself: it signs up through the auth API
// above, and the page shows its "Account created!" notice (or, from a server that confirms addresses
// itself, takes the session from the URL's fragment).
app.post(
  apiPaths.signupForm,
  signupPageForm((c, request) => app.fetch(request, c.env, c.executionCtx)),
);

/** The request's ExecutionContext; none when the app is called directly (a test's app.fetch). */
function executionContextOf(c: Context<AppEnv>): Context<AppEnv>['executionCtx'] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

// Every other path is a page: rendered here, hydrated in the browser (worker/pages/).
const pageRoute = renderPage((c, request) => app.fetch(request, c.env, executionContextOf(c)));

app.notFound((c) => {
  if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/__dev/')) {
    return apiError(c, 404, 'not_found', `No API route for ${c.req.method} ${c.req.path}`);
  }
  return pageRoute(c);
});

app.onError(onApiError);
