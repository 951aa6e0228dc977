// `npm run deploy [-- <wrangler deploy arguments>]`: build, refuse any configuration that
// would ship the development tools (DEV_TOOLS: the mail outbox with every recovery link),
// then `wrangler deploy`. The worker also refuses dev tools to any request that is not
// local; this makes the misconfiguration fail loudly before it ships.
import { spawnSync } from 'node:child_process';
import { experimental_readRawConfig } from 'wrangler';
import { devToolsDeployProblems } from '../worker/routes/dev-outbox';

const args = process.argv.slice(2);

/** The config `wrangler deploy` would use now (after a build: the built one). */
function readConfig() {
  const { rawConfig, configPath } = experimental_readRawConfig({});
  const environments: Record<string, { vars?: unknown }> = rawConfig.env ?? {};
  return { vars: rawConfig.vars as unknown, environments, where: configPath ?? 'wrangler.toml' };
}

/** Every `vars` table: the top level and each environment's. */
function configProblems(): string[] {
  const { vars, environments, where } = readConfig();
  const problems = devToolsDeployProblems(vars, `${where} [vars]`);
  for (const [name, environment] of Object.entries(environments)) {
    problems.push(...devToolsDeployProblems(environment.vars, `${where} [env.${name}.vars]`));
  }
  return problems;
}

/** `--var DEV_TOOLS:…` (in any position of a `--var` list) on the command line. */
function argumentProblems(): string[] {
  return args.flatMap((arg) => {
    const match = arg.match(/(?:^|=)DEV_TOOLS:(.*)$/);
    return match ? devToolsDeployProblems({ DEV_TOOLS: match[1] }, '--var') : [];
  });
}

function step(command: string, commandArgs: string[]): void {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function refuseIf(problems: string[]): void {
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`[deploy] refused: ${problem}`);
  process.exit(1);
}

refuseIf([...configProblems(), ...argumentProblems()]);
step('vite', ['build', '--logLevel', 'warn']);
// The build writes the config `wrangler deploy` really uses: check that one too.
refuseIf(configProblems());
const { vars } = readConfig();
if (!vars || typeof vars !== 'object' || !('SITE_URL' in vars)) {
  // It may be set as a secret instead; without it emailed links follow the request.
  console.warn('[deploy] SITE_URL is not in [vars]: make sure production sets it.');
}
step('wrangler', ['deploy', ...args]);
