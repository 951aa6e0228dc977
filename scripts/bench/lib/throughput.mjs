// Worker throughput and latency on loopback with autocannon: each API call measured
// beside a static asset served by the same server in the same run.
import autocannon from 'autocannon';

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function summarise(result) {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  );
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
    serverErrors,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * `targets`: [{ name, method, path, headers?, body? }]. Each runs for `seconds` with
 * `connections` keep-alive connections, followed by the static asset for as long.
 */
export async function measureThroughput(
  origin,
  targets,
  { staticPath, seconds = 5, connections = 10 },
) {
  const rows = [];
  for (const target of targets) {
    const api = await cannon({
      url: `${origin}${target.path}`,
      method: target.method,
      headers: target.headers,
      body: target.body,
      connections,
      duration: seconds,
    });
    const asset = await cannon({ url: `${origin}${staticPath}`, connections, duration: seconds });
    rows.push({
      name: target.name,
      api: summarise(api),
      staticAsset: { path: staticPath, ...summarise(asset) },
    });
  }
  return rows;
}
