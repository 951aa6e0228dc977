// `npm run deploy [-- <wrangler deploy arguments>]`: build, refuse any configuration that
// would ship the development tools (DEV_TOOLS: the mail outbox with every recovery link)
// or that lacks SITE_URL (emailed links need it), then `wrangler deploy`. The worker also
// refuses dev tools to any request that is not local, and emailed links without SITE_URL;
// this makes either misconfiguration fail loudly before it ships.
import { spawnSync } from 'node:child_process';
import { experimental_readRawConfig } from 'wrangler';
import { siteUrlDeployProblem } from '../worker/auth/links';
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

/** The value after `name` in `--flag value` or `--flag=value` form, if given. */
function argumentValue(names: readonly string[]): string | undefined {
  for (const [index, arg] of args.entries()) {
    for (const name of names) {
      if (arg === name) return args[index + 1];
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    }
  }
  return undefined;
}

/** SITE_URL in the `vars` the deploy uses (the `--env`'s own, if one is named) or a `--var`. */
function siteUrlProblems(): string[] {
  const { vars, environments, where } = readConfig();
  const envName = argumentValue(['--env', '-e']);
  const deployed = envName ? environments[envName]?.vars : vars;
  const place = envName ? `${where} [env.${envName}.vars]` : `${where} [vars]`;
  const fromArguments = args
    .map((arg) => arg.match(/(?:^|=)SITE_URL:(.*)$/)?.[1])
    .find((value) => value !== undefined);
  const problem = siteUrlDeployProblem(deployed, fromArguments, place);
  return problem ? [problem] : [];
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

refuseIf([...configProblems(), ...argumentProblems(), ...siteUrlProblems()]);
step('vite', ['build', '--logLevel', 'warn']);
// The build writes the config `wrangler deploy` really uses: check that one too.
refuseIf([...configProblems(), ...siteUrlProblems()]);
step('wrangler', ['deploy', ...args]);
