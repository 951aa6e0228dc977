import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { authMode } from '../auth/mode';
import { PostgrestError, postgrestErrorResponse, permissionDenied } from '../auth/postgrest';
import { proxyToSupabase } from '../auth/proxy';
import { resolveRestCaller } from '../auth/rest-caller';
import { jsonBody } from '../http/json-body';
import { getProfiles, patchProfiles } from './rest-profiles';

/** /rest/v1/*: the PostgREST subset the product uses, embedded or proxied. */
export const restRoutes = new Hono<AppEnv>();

restRoutes.use('*', async (c, next) => {
  if (authMode(c.env) === 'proxy') return proxyToSupabase(c, 'rest');
  await next();
});
restRoutes.use(
  '*',
  ...jsonBody((c, problem, detail) =>
    postgrestErrorResponse(
      c,
      problem === 'too_large'
        ? new PostgrestError(413, 'PGRST413', 'Request body too large', detail)
        : new PostgrestError(400, 'PGRST102', 'Empty or invalid json', detail),
    ),
  ),
);

restRoutes.get('/profiles', getProfiles);
restRoutes.patch('/profiles', patchProfiles);
// Profiles are created with the user and never deleted through the API: as RLS with no
// insert/delete policy would answer.
restRoutes.on(['POST', 'PUT', 'DELETE'], '/profiles', async (c) => {
  const caller = await resolveRestCaller(c);
  throw permissionDenied('profiles', caller.kind === 'anon');
});
restRoutes.all('/:table', (c) => {
  throw new PostgrestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${c.req.param('table')}' in the schema cache`,
  );
});
restRoutes.all('*', () => {
  throw new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL');
});

restRoutes.onError((error, c) => {
  if (error instanceof PostgrestError) return postgrestErrorResponse(c, error);
  if (error instanceof SyntaxError || (error instanceof HTTPException && error.status < 500)) {
    return postgrestErrorResponse(c, new PostgrestError(400, 'PGRST102', 'Empty or invalid json'));
  }
  console.error('rest: unexpected failure', c.req.method, c.req.path, error);
  return postgrestErrorResponse(c, new PostgrestError(500, 'PGRST000', 'Unexpected failure'));
});
