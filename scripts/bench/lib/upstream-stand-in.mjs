// A stand-in for a hosted Supabase project's auth API, on loopback, for the proxy-mode
// fault run. It answers the calls the bench drives (sign-up, password grant, settings)
// in GoTrue's shape from an in-memory user table, and can be switched to answer 503 or
// to hang. It records what reached it, so the bench can prove the worker never sent a
// client's POST twice and that the users and sessions upstream are exactly those the
// client was told about.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

const REQUEST_ID_HEADER = 'x-bench-request-id';

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readJson(req) {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(null);
      }
    });
    req.on('error', () => resolve(null));
  });
}

function session(user) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: `stand-in.${randomBytes(12).toString('base64url')}.sig`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: randomBytes(9).toString('base64url'),
    user,
  };
}

/**
 * Starts the stand-in on 127.0.0.1 (a free port). `mode` is 'healthy', 'unavailable'
 * (every call answered 503) or 'hang' (calls are held open, never answered, until the
 * mode changes; then their sockets are closed without an answer).
 */
export async function startUpstreamStandIn({ anonKey }) {
  let mode = 'healthy';
  const users = new Map(); // email -> { user, password }
  const createdRows = []; // one entry per user created (a duplicate would show twice)
  const sessionsIssued = new Map(); // email -> sessions handed out
  const arrivals = new Map(); // request id -> times it reached us
  const held = new Set(); // responses held open by 'hang'
  const stats = { received: 0, unavailable: 0, held: 0, abandonedByProxy: 0, wrongKey: 0 };

  const server = createServer(async (req, res) => {
    stats.received += 1;
    const requestId = req.headers[REQUEST_ID_HEADER];
    if (typeof requestId === 'string') arrivals.set(requestId, (arrivals.get(requestId) ?? 0) + 1);
    // The worker must inject the project's key, whatever the browser sent.
    if (req.headers.apikey !== anonKey) {
      stats.wrongKey += 1;
      return send(res, 401, { message: 'Invalid API key' });
    }
    if (mode === 'unavailable') {
      stats.unavailable += 1;
      return send(res, 503, {
        code: 'service_unavailable',
        message: 'The auth service is temporarily unavailable.',
      });
    }
    if (mode === 'hang') {
      stats.held += 1;
      held.add(res);
      // The worker giving up (its timeout) closes the connection before we answer.
      res.on('close', () => {
        if (held.delete(res)) stats.abandonedByProxy += 1;
      });
      return;
    }
    const url = new URL(req.url, 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/auth/v1/settings') {
      return send(res, 200, { external: { email: true }, mailer_autoconfirm: true });
    }
    if (req.method === 'POST' && url.pathname === '/auth/v1/signup') {
      const body = await readJson(req);
      if (!body?.email || !body?.password)
        return send(res, 400, { code: 'validation_failed', message: 'Missing email or password' });
      if (users.has(body.email))
        return send(res, 422, { code: 'user_already_exists', message: 'User already registered' });
      const now = new Date().toISOString();
      const user = {
        id: randomUUID(),
        aud: 'authenticated',
        role: 'authenticated',
        email: body.email,
        email_confirmed_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: body.data ?? {},
        created_at: now,
        updated_at: now,
      };
      users.set(body.email, { user, password: body.password });
      createdRows.push(body.email);
      sessionsIssued.set(body.email, (sessionsIssued.get(body.email) ?? 0) + 1);
      return send(res, 200, session(user));
    }
    if (
      req.method === 'POST' &&
      url.pathname === '/auth/v1/token' &&
      url.searchParams.get('grant_type') === 'password'
    ) {
      const body = await readJson(req);
      const known = body?.email ? users.get(body.email) : undefined;
      if (!known || known.password !== body.password)
        return send(res, 400, {
          code: 'invalid_credentials',
          message: 'Invalid login credentials',
        });
      sessionsIssued.set(body.email, (sessionsIssued.get(body.email) ?? 0) + 1);
      return send(res, 200, session(known.user));
    }
    return send(res, 404, { code: 'not_found', message: 'Not handled by the bench stand-in' });
  });
  // Keep-alive sockets must not outlive the run.
  server.keepAliveTimeout = 1000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  return {
    origin: `http://127.0.0.1:${port}`,
    requestIdHeader: REQUEST_ID_HEADER,
    setMode(next) {
      if (mode === 'hang' && next !== 'hang') {
        // The hang ends: drop what is still held, answered by nobody.
        for (const res of held) res.socket?.destroy();
        held.clear();
      }
      mode = next;
    },
    stats: () => ({ ...stats }),
    arrivals: () => new Map(arrivals),
    createdRows: () => [...createdRows],
    sessionsIssued: () => new Map(sessionsIssued),
    async stop() {
      for (const res of held) res.socket?.destroy();
      held.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
