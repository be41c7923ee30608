// Builds the CDK app from its context (cdk.json, -c key=value): what bin/app.ts runs and what the tests
// synthesise, so both read the same parameters the same way.
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from './nag.ts';
import { CcpStack, parseInstanceArn, type CustomDomain } from './ccp-stack.ts';
import { readEnvironmentConfig } from './environment-config.ts';
import { needsBackEnds } from './back-end-urls.ts';

/** deploy/ */
export const DEPLOY_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The context keys the app reads (README in deploy/). */
export interface CcpContext {
  instanceArn?: string;
  /** dev, test, prod… (default: the configuration file's name) */
  environment?: string;
  /** The environment's configuration file, relative to deploy/ (envs/prod.json). */
  config?: string;
  /** Must match the instance's region when given (the stack goes where the instance is). */
  region?: string;
  /** The build's output (default ../dist). */
  dist?: string;
  workspaceOrigins?: string;
  domainName?: string;
  certificateArn?: string;
  hostedZoneId?: string;
  zoneName?: string;
  /** "false": no security profile (grant the applications in existing profiles). */
  securityProfile?: string | boolean;
  /** "false": no back ends even though the configuration has auth (default: deployed when it has). */
  backEnds?: string | boolean;
  /** The access token's claim holding the Connect user name (default username). */
  userClaim?: string;
}

export function buildApp(app: App): CcpStack {
  const ctx = (key: keyof CcpContext) => app.node.tryGetContext(key) as string | undefined;
  const missing = (key: string, example: string) => new Error(`Missing context ${key}: cdk synth -c ${key}=${example}`);
  const instanceArn = ctx('instanceArn');
  if (!instanceArn) throw missing('instanceArn', 'arn:aws:connect:us-west-2:111122223333:instance/<id>');
  const { region, account } = parseInstanceArn(instanceArn);
  if (ctx('region') && ctx('region') !== region) throw new Error(`Context region ${ctx('region')} differs from the instance's (${region}): the stack goes in the instance's region`);
  const configFile = ctx('config');
  if (!configFile) throw missing('config', 'envs/prod.json');
  const inDeploy = (p: string) => (isAbsolute(p) ? p : join(DEPLOY_DIR, p));
  const config = readEnvironmentConfig(inDeploy(configFile));
  const environmentName = ctx('environment') ?? configFile.split('/').pop()!.replace(/\.json$/, '');
  if (!/^[A-Za-z][A-Za-z0-9-]{0,30}$/.test(environmentName)) throw new Error(`Context environment ${environmentName}: letters, digits and hyphens, starting with a letter`);
  // The back ends go with the agents' sign-in (their JWT authorizer takes its tokens), unless asked not to, and only
  // while the configuration leaves one of them to the stack (every apiUrl given: the admin runs their own).
  const backEndsFlag = String(app.node.tryGetContext('backEnds') ?? 'auto');
  if (!['auto', 'true', 'false'].includes(backEndsFlag)) throw new Error(`Context backEnds=${backEndsFlag}: true or false`);
  if (backEndsFlag === 'true' && !config.auth) throw new Error('Context backEnds=true needs auth (issuer, clientId, scope) in the configuration: the sign-in whose tokens the back ends take');
  const backEnds = backEndsFlag !== 'false' && config.auth && needsBackEnds(config) ? { userClaim: ctx('userClaim') } : undefined;
  const domainName = ctx('domainName');
  const domain: CustomDomain | undefined = domainName
    ? {
        domainName,
        ...(ctx('certificateArn') ? { certificateArn: ctx('certificateArn') } : {}),
        ...(ctx('hostedZoneId') ? { hostedZone: { hostedZoneId: ctx('hostedZoneId')!, zoneName: ctx('zoneName') ?? domainName.split('.').slice(1).join('.') } } : {}),
      }
    : undefined;
  const stack = new CcpStack(app, `ConnectCcp-${environmentName}`, {
    env: { account, region },
    description: `Contact Control Panel for Amazon Connect (${environmentName}): hosting, approved origin, agent-workspace applications`,
    instanceArn,
    environmentName,
    config,
    distDir: inDeploy(ctx('dist') ?? '../dist'),
    manifestsDir: resolve(DEPLOY_DIR, '..'),
    workspaceOrigins: ctx('workspaceOrigins'),
    domain,
    securityProfile: String(app.node.tryGetContext('securityProfile') ?? 'true') !== 'false',
    backEnds,
  });
  Tags.of(stack).add('connect-ccp:environment', environmentName);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return stack;
}
