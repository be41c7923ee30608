// The back ends' CDK construct (deploy/lib/back-ends.ts), synthesised in a small stack without an AWS account and
// asserted as an admin would check it: every route behind the JWT authorizer, each function allowed only the named
// Amazon Connect actions on the instance's resources, logs kept for a set time, throttling on, cdk-nag clean.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackEnds } from '../../../deploy/lib/back-ends.ts';

const nag = createRequire(import.meta.url)('cdk-nag') as typeof import('cdk-nag');
const INSTANCE_ARN = 'arn:aws:connect:eu-west-2:111122223333:instance/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ISSUER = 'https://login.acme.example/oidc';

let out: string;
let template: Template;
let backEnds: BackEnds;
let assemblyDir: string;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'back-ends-cdk-'));
  const app = new App({ outdir: out });
  Validations.of(app).addPlugins(new nag.AwsSolutionsChecks(app, { verbose: true }));
  const stack = new Stack(app, 'BackEndsTest', { env: { account: '111122223333', region: 'eu-west-2' } });
  backEnds = new BackEnds(stack, 'BackEnds', { instanceArn: INSTANCE_ARN, issuer: ISSUER, audience: 'ccp-panel', userClaim: 'username', allowedOrigins: ['https://ccp.acme.example'] });
  // Synthesis runs cdk-nag (a policy-validation plugin): an unacknowledged finding throws here.
  const assembly = app.synth();
  assemblyDir = assembly.directory;
  template = Template.fromJSON(assembly.getStackByName(stack.stackName).template);
}, 240_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

const statementsOf = (fnLogicalIdPrefix: string) => {
  const policies = Object.entries(template.findResources('AWS::IAM::Policy')).filter(([id]) => id.includes(fnLogicalIdPrefix));
  return policies.flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
};

describe('the back ends construct', () => {
  it('puts the JWT authorizer (the issuer, the panel as audience) on every route but CORS preflight', () => {
    const authorizers = Object.values(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    expect(authorizers).toHaveLength(1);
    expect(authorizers[0]!.Properties).toMatchObject({ AuthorizerType: 'JWT', JwtConfiguration: { Issuer: ISSUER, Audience: ['ccp-panel'] }, IdentitySource: ['$request.header.Authorization'] });
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties);
    expect(routes.map((r) => r.RouteKey).sort()).toEqual([
      'GET /email-addresses/queue',
      'GET /recording/status',
      'POST /contact-lens/realtime-contact-analysis/analysis-segments',
      'POST /recording/resume',
      'POST /recording/start',
      'POST /recording/stop',
      'POST /recording/suspend',
    ]);
    for (const r of routes) expect(r, r.RouteKey).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: expect.anything() });
  });

  it('allows CORS from the panel origins only, with the Authorization header', () => {
    const api = Object.values(template.findResources('AWS::ApiGatewayV2::Api'))[0]!.Properties;
    expect(api.CorsConfiguration).toMatchObject({ AllowOrigins: ['https://ccp.acme.example'], AllowHeaders: ['authorization', 'content-type'] });
  });

  it('gives each function only the Amazon Connect actions it calls, on this instance\'s resources, never "*"', () => {
    const all = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    for (const s of all) {
      const resources = ([] as unknown[]).concat(s.Resource);
      expect(resources).not.toContain('*');
      for (const r of resources) expect(String(r).startsWith(INSTANCE_ARN)).toBe(true);
    }
    const actions = (prefix: string) => statementsOf(prefix).flatMap((s) => ([] as string[]).concat(s.Action)).sort();
    expect(actions('RecordingFunction')).toEqual(['connect:DescribeContact', 'connect:DescribeUser', 'connect:GetContactAttributes', 'connect:ResumeContactRecording', 'connect:StartContactRecording', 'connect:StopContactRecording', 'connect:SuspendContactRecording', 'connect:UpdateContactAttributes']);
    expect(actions('TranscriptFunction')).toEqual(['connect:DescribeContact', 'connect:DescribeUser', 'connect:ListRealtimeContactAnalysisSegments']);
    expect(actions('EmailAddressesFunction')).toEqual(['connect:DescribeEmailAddress', 'connect:DescribeRoutingProfile', 'connect:ListQueueEmailAddresses', 'connect:SearchUsers']);
    const recording = statementsOf('RecordingFunction').find((s) => ([] as string[]).concat(s.Action).includes('connect:StartContactRecording'))!;
    expect(recording.Resource).toBe(`${INSTANCE_ARN}/contact/*`);
  });

  it('runs each bundled handler on Node 22 with the instance and claim in its environment, and its own log group', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).map((f) => f.Properties);
    expect(functions).toHaveLength(3);
    for (const f of functions) {
      expect(f).toMatchObject({ Runtime: 'nodejs22.x', Handler: 'index.handler', Environment: { Variables: { CONNECT_INSTANCE_ARN: INSTANCE_ARN, USER_CLAIM: 'username' } }, LoggingConfig: { LogGroup: expect.anything() } });
      const bundle = readFileSync(join(assemblyDir, `asset.${f.Code.S3Key.replace(/\.zip$/, '')}`, 'index.js'), 'utf8');
      expect(bundle).toContain('exports');
    }
  });

  it('keeps every log for a set time and throttles the API', () => {
    const groups = Object.values(template.findResources('AWS::Logs::LogGroup')).map((g) => g.Properties);
    expect(groups).toHaveLength(4);
    for (const g of groups) expect(g.RetentionInDays).toBe(30);
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0]!.Properties;
    expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
  });
});
