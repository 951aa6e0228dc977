// reports/bench/report.md: the figures of one bench run, for people.

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)} ms`);

export function renderMarkdown(report) {
  const lines = [
    `# Bench report`,
    '',
    `Run ${report.startedAt} → ${report.finishedAt}: **${report.pass ? 'every budget holds' : 'budgets missed'}**.`,
    '',
    '## Budgets',
    '',
    '| check | result | figures |',
    '|---|---|---|',
    ...report.checks.map(
      (c) => `| ${c.name} | ${c.pass ? 'pass' : '**MISS**'} | ${c.detail ?? ''} |`,
    ),
  ];
  if (report.firstLoad) {
    lines.push(
      '',
      '## First-load JavaScript (gzip, level 9)',
      '',
      `Floor (React + react-router + Chakra, same Vite): ${kib(report.floor.gzipBytes)} in ${report.floor.files.length} file(s).`,
      '',
      'First load is what the page fetches until the network is idle; what it needs before',
      'the first interaction is what it fetches until the network has been quiet for 1.5 s',
      'after a key press and a scroll to its end.',
      '',
      '| route | first load | × floor | files | before the first interaction | × floor | files | chart modules |',
      '|---|---|---|---|---|---|---|---|',
      ...Object.entries(report.firstLoad).map(
        ([route, r]) =>
          `| ${route} | ${kib(r.gzipBytes)} | ${(r.gzipBytes / report.floor.gzipBytes).toFixed(2)} | ${r.files.length} | ${kib(r.interactiveGzipBytes)} | ${(r.interactiveGzipBytes / report.floor.gzipBytes).toFixed(2)} | ${r.interactiveFiles} | ${r.chartModules.length} |`,
      ),
    );
  }
  if (report.lighthouse) {
    lines.push(
      '',
      '## Lighthouse (mobile defaults, median of runs by performance)',
      '',
      '| page | performance | accessibility | CLS | LCP | FCP | TBT | runs |',
      '|---|---|---|---|---|---|---|---|',
      ...Object.entries(report.lighthouse)
        .map(([key, r]) => [key === 'floor' ? 'the floor page (not budgeted)' : key, r])
        .map(([page, r]) =>
          r.error
            ? `| ${page} | **error**: ${r.error} | | | | | | |`
            : `| ${page}${r.signedInAs ? ` (${r.signedInAs})` : ''} | ${r.performance} | ${r.accessibility} | ${r.cls?.toFixed(3)} | ${ms(r.lcpMs)} | ${ms(r.fcpMs)} | ${ms(r.tbtMs)} | ${r.samples.map((s) => s.performance).join(', ')} |`,
        ),
    );
  }
  if (report.interaction) {
    const fi = report.interaction;
    const at = (f) => (!f ? '—' : f.error ? `**error**: ${f.error}` : `${f.effectMs} ms`);
    const runs = (f) => (f && !f.error ? f.samplesMs.join(', ') : '');
    lines.push(
      '',
      `## First interaction (CPU ${fi.cpuSlowdown}× slower; median of ${fi.runs} at 1 s after load, ${fi.earlyRuns} at 0.3 s)`,
      '',
      `Budget: the effect painted within ${fi.budgetMs} ms beyond the native <details> floor, or where that misses, within ${fi.floorRatio}× the floor page's interaction of the same kind.`,
      '',
      '| floor | 1 s after load | runs | 0.3 s after load |',
      '|---|---|---|---|',
      ...Object.values(fi.floors).map(
        (f) => `| ${f.name} | ${at(f.late)} | ${runs(f.late)} | ${at(f.early)} |`,
      ),
      '',
      '| case | page | kind | 1 s after load | runs | event | 0.3 s after load | runs |',
      '|---|---|---|---|---|---|---|---|',
      ...fi.rows.map(
        (r) =>
          `| ${r.name} | \`${r.path}\` | ${r.kind} | ${at(r.late)} | ${runs(r.late)} | ${r.late.eventMs ?? '—'} ms | ${at(r.early)} | ${runs(r.early)} |`,
      ),
    );
  }
  if (report.throughput) {
    lines.push(
      '',
      '## Throughput on loopback (autocannon, 10 connections)',
      '',
      '| target | rps | p50 | p99 | statuses | beside static asset: rps | p50 | p99 |',
      '|---|---|---|---|---|---|---|---|',
      ...report.throughput.map(
        (r) =>
          `| ${r.name} | ${r.api.rps} | ${r.api.p50Ms} ms | ${r.api.p99Ms} ms | ${JSON.stringify(r.api.statuses)} | ${r.staticAsset.rps} | ${r.staticAsset.p50Ms} ms | ${r.staticAsset.p99Ms} ms |`,
      ),
    );
  }
  if (report.serverRender) {
    const { path, document: d, api } = report.serverRender;
    lines.push(
      '',
      '## Server rendering cost (50 connections, signed in as the demo investor)',
      '',
      '| target | rps | p50 | p99 | statuses |',
      '|---|---|---|---|---|',
      `| document \`${path}\` | ${d.rps} | ${d.p50Ms} ms | ${d.p99Ms} ms | ${JSON.stringify(d.statuses)} |`,
      `| \`/api/dashboards/investor\` | ${api.rps} | ${api.p50Ms} ms | ${api.p99Ms} ms | ${JSON.stringify(api.statuses)} |`,
    );
  }
  if (report.scale) {
    lines.push(
      '',
      '## Scale series (GET /api/projects, sequential requests on one connection)',
      '',
      '| live projects | query | p50 | p99 | answer | total |',
      '|---|---|---|---|---|---|',
      ...report.scale.sizes.flatMap((row) =>
        row.queries.map(
          (q) =>
            `| ${row.size.toLocaleString('en-US')} | ${q.name} (\`${q.path}\`) | ${q.p50Ms} ms | ${q.p99Ms} ms | ${(q.bytes / 1024).toFixed(1)} KB | ${q.total} |`,
        ),
      ),
      '',
      '| at the largest size, 50 connections | rps | p99 | static asset rps | p99 | ratio |',
      '|---|---|---|---|---|---|',
      ...(report.scale.throughput ?? []).map(
        (r) =>
          `| ${r.name} | ${r.api.rps} | ${r.api.p99Ms} ms | ${r.staticAsset.rps} | ${r.staticAsset.p99Ms} ms | ${(r.api.rps / r.staticAsset.rps).toFixed(2)}× |`,
      ),
      ...(report.scale.runtimeFloor
        ? [
            `| the runtime floor: a worker that answers at once, same runtime | ${report.scale.runtimeFloor.rps} | ${report.scale.runtimeFloor.p99Ms} ms | | | |`,
          ]
        : []),
    );
  }
  if (report.commits) {
    const m = report.commits;
    lines.push(
      '',
      `## Commits on one offering (${m.requests} at once from ${m.investors} investors)`,
      '',
      `- offering \`${m.project}\`, ${m.amountCents} cents each: ${m.distinctKeys} distinct commitments (demand ${m.demandCents} cents) and ${m.retries} retries with the same idempotency key, all sent at once`,
      `- answers ${JSON.stringify(m.statuses)}; refusals ${JSON.stringify(m.refusalCodes)}${m.refusalMessages?.length ? ` ("${m.refusalMessages.join('" / "')}")` : ''}`,
      `- committed ${m.committedBeforeCents} → ${m.committedAfterCents} of a ${m.maximumRaiseCents} cent maximum raise; ${m.acceptedKeys} commitments accepted; duplicates: ${m.duplicateProblems.length}; ledger problems: ${m.ledgerProblems.length}`,
      `- commit latency p50 ${m.commit.p50Ms} ms, p99 ${m.commit.p99Ms} ms; static asset in the same window p50 ${m.static.p50Ms} ms, p99 ${m.static.p99Ms} ms (${m.static.requests} requests, ${m.static.non2xx} non-2xx)`,
    );
  }
  if (report.settlementFaults) {
    const f = report.settlementFaults;
    lines.push(
      '',
      `## Settlement killed mid-way (${f.offerings} offerings closing at once)`,
      '',
      `${f.offerings} offerings (${f.funded} reaching their goal), ${f.commitments} commitments from ${f.investors} investors; the server SIGKILLed ${f.rounds.length} times during the closing run, restarted, run again.`,
      '',
      '| kill | aimed at (closed) | after | settlements done / running | commitments closed |',
      '|---|---|---|---|---|',
      ...f.rounds.map(
        (r, i) =>
          `| ${i + 1} | ${r.target} | ${r.afterMs} ms | ${r.progress.done} / ${r.progress.running} | ${r.progress.closedCommitments} of ${f.commitments} |`,
      ),
      '',
      `- ${f.distinctKillPoints} distinct kill points, ${f.midOfferingKills} inside an offering's close; ${f.idleKills} further kills came before the run closed anything (not counted)`,
      `- final run ${f.finalRun.status}; a further run ${f.finalRun.again}, closing ${f.finalRun.reclosed} again`,
      `- audit problems ${f.auditProblems.length}, ledger problems ${f.ledgerProblems.length}, wallet problems ${f.walletProblems.length}${[...f.auditProblems, ...f.ledgerProblems, ...f.walletProblems].length ? `: ${[...f.auditProblems, ...f.ledgerProblems, ...f.walletProblems].slice(0, 10).join('; ')}` : ''}`,
    );
  }
  if (report.load) {
    const l = report.load;
    lines.push(
      '',
      '## Load with faults',
      '',
      `- ${l.people} users signed up concurrently, each twice at once (one copy of every fifth abandoned by the client): ${JSON.stringify(l.signups)}`,
      `- two concurrent sign-ins per user: ${JSON.stringify(l.signins)}`,
      `- refresh storm, ${l.storm.rounds.length} rounds × ${l.storm.rounds[0] ? Object.values(l.storm.rounds[0].statuses).reduce((a, b) => a + b, 0) : 0} tabs: ${l.storm.failures} failed, ${l.storm.forks} forked; session usable after: ${l.sessionWorksAfterStorm}`,
      `- 5xx answers: ${l.serverErrors}; network errors: ${l.networkErrors}`,
      `- database inconsistencies: ${l.problems?.length ?? 'not checked'}${l.problems?.length ? `: ${l.problems.slice(0, 10).join('; ')}` : ''}`,
    );
  }
  if (report.loadTwoFactor) {
    const t = report.loadTwoFactor;
    lines.push(
      '',
      '## Load with two-factor sessions',
      '',
      `- ${t.users} users signed up and enrolled a TOTP factor: ${t.enrolled} verified`,
      `- two concurrent sign-ins per user: ${JSON.stringify(t.signins)} at ${JSON.stringify(t.signinAal)}; one tab each raised to aal2: ${JSON.stringify(t.raiseStatuses)}`,
      `- refresh storm on an aal2 session, ${t.storm.rounds.length} rounds: ${t.storm.failures} failed, ${t.storm.forks} forked, ${t.storm.notAal2} tokens below aal2; session usable (aal2) after: ${t.sessionWorksAfterStorm}`,
      `- 5xx answers: ${t.serverErrors}; network errors: ${t.networkErrors}`,
      `- database inconsistencies: ${t.problems?.length ?? 'not checked'}${t.problems?.length ? `: ${t.problems.slice(0, 10).join('; ')}` : ''}`,
    );
  }
  if (report.proxyFaults) {
    const p = report.proxyFaults;
    const row = (name, f, what) =>
      `| ${name} | ${what} | ${f.seconds ?? '—'} s | ${f.requests} | ${JSON.stringify(f.statuses)} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} |`;
    const found = Object.values(p.problems).flat();
    lines.push(
      '',
      '## Proxy mode with faults',
      '',
      `The worker in proxy mode (timeout ${p.timeoutMs} ms) in front of a stand-in hosted project on`,
      'loopback; waves of concurrent sign-ups (new users) and password sign-ins (existing users).',
      '',
      '| phase | upstream | duration | requests | statuses | p50 | p99 |',
      '|---|---|---|---|---|---|---|',
      row('healthy', p.phases.healthy, 'answers'),
      row('unavailable', p.phases.unavailable, 'answers 503'),
      row('hang', p.phases.hang, 'never answers'),
      `| retry of failed sign-ups | answers | — | ${p.phases.retry.requests} | ${JSON.stringify(p.phases.retry.statuses)} | first success ${ms(p.phases.retry.firstSuccessMs)} after recovery | |`,
      row('recovered', p.phases.recovered, 'answers'),
      '',
      `- upstream received ${p.upstream.received} requests (${p.upstream.distinctRequests} distinct client POSTs, ${p.upstream.repeatedRequests} seen twice); ${p.upstream.abandonedByProxy} of ${p.upstream.held} hanging calls abandoned by the worker at its timeout`,
      `- users: ${p.users.signedUp} sign-ups the client saw succeed, ${p.users.upstream} users upstream; ${p.users.retried} sign-ups failed during the faults and were retried`,
      `- undocumented 5xx: ${p.undocumented5xx}; network errors: ${p.networkErrors}`,
      `- problems: ${found.length}${found.length ? `: ${found.slice(0, 10).join('; ')}` : ''}`,
    );
  }
  return lines.join('\n') + '\n';
}
