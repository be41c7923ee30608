// The CDK app in deploy/, synthesised once without an AWS account (a made-up instance, a stand-in build), and
// asserted as an admin would check it: each path's headers are the build's for that environment, the instance
// gets the distribution's origin and the two applications, the bucket is private, cdk-nag finds nothing.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations, aws_s3 as s3 } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS, targetHeaders } from '../../../deploy/security-headers.mjs';
import { buildApp } from '../../../deploy/lib/app.ts';
import { AGENT_PERMISSIONS, type CcpStack } from '../../../deploy/lib/ccp-stack.ts';
import { AwsSolutionsChecks } from '../../../deploy/lib/nag.ts';
import { BACK_ENDS_PLACEHOLDER, withBackEnds } from '../../../deploy/lib/back-end-urls.ts';
import { IMMUTABLE, NO_CACHE, responseHeadersOf } from '../../../deploy/lib/response-headers.ts';
import { viewerRequestCode } from '../../../deploy/lib/viewer-request.ts';

const INSTANCE_ARN = 'arn:aws:connect:eu-west-2:111122223333:instance/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
/** A production-like environment: framed by a CRM, with a recording back end, blur self-hosted. */
const CONFIG = {
  instanceUrl: 'https://acme-prod.my.connect.aws',
  loginUrl: 'https://acme-prod.my.connect.aws/login',
  region: 'eu-west-2',
  softphone: { allowFramedSoftphone: true },
  allowedFramingOrigins: ['https://crm.acme.example'],
  recording: { apiUrl: 'https://rec.acme.example/api' },
  backgroundBlur: { assetsUrl: '/chime/' },
};
const manifest = JSON.parse(readFileSync('manifest.json', 'utf8'));
const screenManifest = JSON.parse(readFileSync('manifests/screen-sharing.manifest.json', 'utf8'));

let work: string;
let stack: CcpStack;
let template: Template;
let outdir: string;
let messages: { level: string; id: string; entry: { data?: unknown } }[];

/** A stand-in for `npm run build`'s dist/: the folders and a file of each kind the stack deploys. */
function fakeDist(dir: string) {
  for (const t of ['standalone', 'plugin', 'screen-sharing', 'embed']) {
    mkdirSync(join(dir, t), { recursive: true });
    writeFileSync(join(dir, t, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, t, 'main.js'), '');
    if (t === 'embed') continue;
    mkdirSync(join(dir, t, 'chunks'));
    writeFileSync(join(dir, t, 'chunks', 'a-ABCDEF12.js'), '');
    writeFileSync(join(dir, t, 'config.json'), '{"instanceUrl":"https://your-instance-alias.my.connect.aws"}');
    writeFileSync(join(dir, t, '_headers'), '/*\n');
  }
}

function appWith(context: Record<string, unknown>) {
  return new App({ outdir: mkdtempSync(join(work, 'out-')), context: { dist: join(work, 'dist'), ...context } });
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'ccp-stack-'));
  fakeDist(join(work, 'dist'));
  writeFileSync(join(work, 'prod.json'), JSON.stringify(CONFIG));
  const app = appWith({ instanceArn: INSTANCE_ARN, config: join(work, 'prod.json'), environment: 'prod' });
  stack = buildApp(app);
  // Synthesis runs cdk-nag (a policy-validation plugin): an unacknowledged finding throws here.
  const assembly = app.synth();
  outdir = assembly.directory;
  const artifact = assembly.getStackByName(stack.stackName);
  template = Template.fromJSON(artifact.template);
  messages = artifact.messages;
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the CDK app (deploy/)', () => {
  it('goes in the instance\'s account and region, named after the environment', () => {
    expect(stack.stackName).toBe('ConnectCcp-prod');
    expect(stack.region).toBe('eu-west-2');
    expect(stack.account).toBe('111122223333');
  });

  it('serves each target at its path with exactly the headers the build computes for this configuration', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const headersOf = (behaviour: { ResponseHeadersPolicyId: { Ref: string } }) => responseHeadersOf(policies[behaviour.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig);
    const byPath = Object.fromEntries(distribution.CacheBehaviors.map((b: { PathPattern: string }) => [b.PathPattern, b]));
    expect(headersOf(distribution.DefaultCacheBehavior)).toEqual(targetHeaders('standalone', CONFIG));
    expect(headersOf(byPath['/plugin/*'])).toEqual(targetHeaders('plugin', CONFIG));
    expect(headersOf(byPath['/screen-sharing/*'])).toEqual(targetHeaders('screen-sharing', CONFIG));
    // This environment's configuration, not the tracked source file's.
    expect(targetHeaders('standalone', CONFIG)['Content-Security-Policy']).toContain('frame-ancestors \'self\' https://crm.acme.example');
    expect(targetHeaders('plugin', CONFIG)['Content-Security-Policy']).toContain('frame-ancestors \'self\' https://acme-prod.my.connect.aws');
    expect(TARGETS).toEqual(['standalone', 'plugin', 'screen-sharing']);
    expect(Object.keys(byPath).sort()).toEqual(['/embed/*', '/plugin/*', '/screen-sharing/*']);
    for (const b of [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors]) expect(b.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('serves the standalone folder at / and the others from the private bucket through origin access control', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    expect(distribution.Origins.map((o: { OriginPath?: string }) => o.OriginPath ?? '').sort()).toEqual(['', '/standalone']);
    for (const o of distribution.Origins) expect(o.OriginAccessControlId).toBeDefined();
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('answers the panel\'s routes with its index.html and folders with theirs (viewer-request function)', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: viewerRequestCode(), FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) });
    const handler = new Function(`${viewerRequestCode()}; return handler;`)() as (e: { request: { uri: string } }) => { uri?: string; statusCode?: number; headers?: { location: { value: string } } };
    const to = (uri: string) => {
      const r = handler({ request: { uri } });
      return r.statusCode ? `${r.statusCode} ${r.headers!.location.value}` : r.uri;
    };
    for (const route of ['/', '/softphone', '/channel-view/chat', '/ccp-v2/email']) expect(to(route)).toBe('/index.html');
    expect(to('/channel-view/main.js')).toBe('/channel-view/main.js');
    expect(to('/chunks/a-ABCDEF12.js')).toBe('/chunks/a-ABCDEF12.js');
    expect(to('/nonsense/path/main.js')).toBe('302 /main.js');
    expect(to('/plugin')).toBe('302 /plugin/');
    expect(to('/plugin/')).toBe('/plugin/index.html');
    expect(to('/screen-sharing/main.js')).toBe('/screen-sharing/main.js');
  });

  it('caches hashed files as immutable and never index.html or config.json, and writes this environment\'s config.json', () => {
    const deployments = template.findResources('Custom::CDKBucketDeployment');
    const byPrefix = (kind: 'Hashed' | 'Files', target: string) => Object.entries(deployments).find(([id]) => id.startsWith(`${kind}${target.replace('-', '')}`))?.[1].Properties;
    for (const t of ['standalone', 'plugin', 'screen-sharing', 'embed']) {
      // The embed client is one file under a fixed name.
      if (t === 'embed') expect(byPrefix('Hashed', t)).toBeUndefined();
      else expect(byPrefix('Hashed', t).SystemMetadata).toEqual({ 'cache-control': IMMUTABLE });
      expect(byPrefix('Files', t).SystemMetadata).toEqual({ 'cache-control': NO_CACHE });
      expect(byPrefix('Files', t).DestinationBucketKeyPrefix).toBe(`${t}/`);
    }
    // The deployed config.json files: the environment's for the panel, its workspace origins for the plugin and
    // screen sharing (not the build's copies, which are left out).
    const staged = readdirSync(outdir)
      .filter((d) => d.startsWith('asset.') && existsSync(join(outdir, d, 'config.json')))
      .map((d) => JSON.parse(readFileSync(join(outdir, d, 'config.json'), 'utf8')));
    expect(staged).toContainEqual(CONFIG);
    expect(staged).toContainEqual({ workspaceOrigins: ['https://acme-prod.my.connect.aws'] });
    expect(staged.some((c) => c.instanceUrl === 'https://your-instance-alias.my.connect.aws')).toBe(false);
  });

  it('puts the Chrome and Edge policy files for the deployed origin in the bucket', () => {
    const distribution = Object.keys(template.findResources('AWS::CloudFront::Distribution'))[0]!;
    const [, deployment] = Object.entries(template.findResources('Custom::CDKBucketDeployment')).find(([id]) => id.startsWith('BrowserPolicies'))!;
    expect(deployment.Properties.DestinationBucketKeyPrefix).toBe('browser-policy/');
    // The distribution's domain is filled in at deployment (a marker in the staged files).
    expect(JSON.stringify(deployment.Properties.SourceMarkers)).toContain(`"Fn::GetAtt":["${distribution}","DomainName"]`);
    const dir = readdirSync(outdir).find((d) => d.startsWith('asset.') && existsSync(join(outdir, d, 'chrome-managed-policy.json')))!;
    const policy = JSON.parse(readFileSync(join(outdir, dir, 'chrome-managed-policy.json'), 'utf8'));
    expect(policy.AudioCaptureAllowedUrls).toContain('https://acme-prod.my.connect.aws');
    expect(policy.AudioCaptureAllowedUrls).toHaveLength(2);
    expect(policy.PopupsAllowedForUrls).toHaveLength(1);
    const staged = readdirSync(outdir).filter((d) => d.startsWith('asset.') && !d.endsWith('.zip')).flatMap((d) => (existsSync(join(outdir, d, 'index.html')) ? [] : readdirSync(join(outdir, d))));
    expect(staged).toEqual(expect.arrayContaining(['chrome-edge-policies.reg', 'chrome-managed-policy.json', 'edge-managed-policy.json']));
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(3);
  });

  it('keeps the bucket private and TLS-only', () => {
    const site = Object.entries(template.findResources('AWS::S3::Bucket')).find(([id]) => id.startsWith('Site'))!;
    expect(site[1].Properties.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(site[1].Properties.BucketEncryption).toBeDefined();
    expect(site[1].Properties.LoggingConfiguration).toBeDefined();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: site[0] },
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('approves the distribution\'s origin on the instance', () => {
    const distribution = Object.keys(template.findResources('AWS::CloudFront::Distribution'))[0]!;
    template.hasResourceProperties('AWS::Connect::ApprovedOrigin', { InstanceId: INSTANCE_ARN, Origin: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] } });
  });

  it('registers the plugin and screen sharing from their manifests, at the deployed URLs, associated with the instance', () => {
    const distribution = Object.keys(template.findResources('AWS::CloudFront::Distribution'))[0]!;
    const url = (path: string) => ({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }, path]] });
    for (const [m, path] of [
      [manifest, '/plugin/'],
      [screenManifest, '/screen-sharing/'],
    ] as const) {
      const apps = template.findResources('AWS::AppIntegrations::Application', { Properties: { Namespace: m.Namespace } });
      const [id, app] = Object.entries(apps)[0]!;
      expect(app.Properties).toMatchObject({
        Name: m.Name,
        Permissions: m.Permissions,
        ApplicationSourceConfig: { ExternalUrlConfig: { AccessUrl: url(path), ApprovedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] }] } },
        IframeConfig: { Allow: m.IframeConfig.Allow, Sandbox: m.IframeConfig.Sandbox },
      });
      template.hasResourceProperties('AWS::Connect::IntegrationAssociation', { InstanceId: INSTANCE_ARN, IntegrationType: 'APPLICATION', IntegrationArn: { 'Fn::GetAtt': [id, 'ApplicationArn'] } });
    }
    template.resourceCountIs('AWS::Connect::IntegrationAssociation', 2);
  });

  it('grants agents the applications, the CCP and outbound calls in a security profile made after the associations', () => {
    const [, profile] = Object.entries(template.findResources('AWS::Connect::SecurityProfile'))[0]!;
    expect(profile.Properties).toMatchObject({
      InstanceArn: INSTANCE_ARN,
      Permissions: AGENT_PERMISSIONS,
      Applications: [
        { Namespace: manifest.Namespace, ApplicationPermissions: ['ACCESS'] },
        { Namespace: screenManifest.Namespace, ApplicationPermissions: ['ACCESS'] },
      ],
    });
    expect(AGENT_PERMISSIONS).toEqual(['BasicAgentAccess', 'OutboundCallAccess']);
    expect(profile.DependsOn).toHaveLength(2);
  });

  it('leaves cdk-nag (AwsSolutions) nothing unacknowledged, and every acknowledgement gives its reason', () => {
    // Synthesis (beforeAll) would have thrown on any finding; nothing else is left as an error or warning.
    expect(messages.filter((m) => m.level === 'error' || m.level === 'warning').map((m) => `${m.id}: ${String(m.entry.data)}`)).toEqual([]);
    const acks = [stack, ...stack.node.findAll()].flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY).map((m) => m.data));
    expect(acks.length).toBeGreaterThan(0);
    for (const reason of acks.flatMap((a) => Object.values(a as Record<string, string>))) expect(reason).toMatch(/\w{4}.*\w{4}.*\w{4}/);
  });

  it('runs cdk-nag for real: an unencrypted bucket without logs stops synthesis', () => {
    const app = new App({ outdir: mkdtempSync(join(work, 'out-')) });
    const bad = new Stack(app, 'Bad');
    new s3.CfnBucket(bad, 'Open');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow(/AwsSolutions|Validation failed/);
  }, 60_000);

  it('serves a custom domain with its certificate (TLS 1.2 at least) and approves that origin', () => {
    const app = appWith({ instanceArn: INSTANCE_ARN, config: join(work, 'prod.json'), environment: 'test', domainName: 'ccp.acme.example', certificateArn: 'arn:aws:acm:us-east-1:111122223333:certificate/abc', hostedZoneId: 'Z0123456789', securityProfile: 'false' });
    const custom = Template.fromStack(buildApp(app));
    custom.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Aliases: ['ccp.acme.example'], ViewerCertificate: Match.objectLike({ AcmCertificateArn: 'arn:aws:acm:us-east-1:111122223333:certificate/abc', MinimumProtocolVersion: 'TLSv1.2_2021' }) }),
    });
    custom.hasResourceProperties('AWS::Connect::ApprovedOrigin', { Origin: 'https://ccp.acme.example' });
    custom.hasResourceProperties('AWS::AppIntegrations::Application', { ApplicationSourceConfig: { ExternalUrlConfig: { AccessUrl: 'https://ccp.acme.example/plugin/', ApprovedOrigins: ['https://ccp.acme.example'] } } });
    custom.hasResourceProperties('AWS::Route53::RecordSet', { Name: 'ccp.acme.example.', Type: 'A', HostedZoneId: 'Z0123456789' });
    custom.resourceCountIs('AWS::Connect::SecurityProfile', 0);
    // A certificate made here must be in us-east-1, CloudFront's region; this instance is in eu-west-2.
    expect(() => buildApp(appWith({ instanceArn: INSTANCE_ARN, config: join(work, 'prod.json'), environment: 'other', domainName: 'ccp.acme.example', hostedZoneId: 'Z0123456789' }))).toThrow(/us-east-1/);
  }, 120_000);

  it('fails synthesis naming the key of a wrong or missing configuration value', () => {
    const tryConfig = (config: object) => {
      const file = join(work, `bad-${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(file, JSON.stringify(config));
      return () => buildApp(appWith({ instanceArn: INSTANCE_ARN, config: file }));
    };
    const { region: _, ...noRegion } = CONFIG;
    expect(tryConfig(noRegion)).toThrow(/region/);
    expect(tryConfig({ ...CONFIG, recording: { apiUrl: 'not a url' } })).toThrow(/recording\.apiUrl/);
    expect(tryConfig({ ...CONFIG, instanceUrl: 'http://acme-prod.my.connect.aws' })).toThrow(/instanceUrl/);
    expect(tryConfig({ ...CONFIG, recordingg: { apiUrl: 'https://rec.acme.example/api' } })).toThrow(/recordingg/);
    expect(() => buildApp(appWith({ config: join(work, 'prod.json') }))).toThrow(/instanceArn/);
    expect(() => buildApp(appWith({ instanceArn: 'arn:aws:connect:eu-west-2:1:instance/x', config: join(work, 'prod.json') }))).toThrow(/instanceArn/);
  });
});

describe('the CDK app with the agents\' sign-in (auth): the back ends', () => {
  const AUTH = { issuer: 'https://login.acme.example/realms/agents', clientId: 'ccp-prod', scope: 'openid profile' };
  // recording.apiUrl is the configuration's own (CONFIG): it stays; the transcript and the addresses get the stack's.
  const WITH_AUTH = { ...CONFIG, auth: AUTH };
  let t: Template;
  let dir: string;
  let api: string;
  /** A CloudFormation string as text, each reference as <logical id> or <logical id.attribute>. */
  const text = (v: unknown): string => {
    if (typeof v === 'string') return v;
    const o = v as Record<string, any>;
    if (o['Fn::Join']) return (o['Fn::Join'][1] as unknown[]).map(text).join(o['Fn::Join'][0]);
    if (o.Ref) return `<${o.Ref}>`;
    if (o['Fn::GetAtt']) return `<${o['Fn::GetAtt'].join('.')}>`;
    return JSON.stringify(v);
  };

  beforeAll(() => {
    writeFileSync(join(work, 'auth.json'), JSON.stringify(WITH_AUTH));
    const app = appWith({ instanceArn: INSTANCE_ARN, config: join(work, 'auth.json'), environment: 'auth' });
    const s = buildApp(app);
    // cdk-nag runs here too: an unacknowledged finding of the back ends throws.
    const assembly = app.synth();
    dir = assembly.directory;
    const artifact = assembly.getStackByName(s.stackName);
    expect(artifact.messages.filter((m) => m.level === 'error' || m.level === 'warning')).toEqual([]);
    t = Template.fromJSON(artifact.template);
    api = Object.keys(t.findResources('AWS::ApiGatewayV2::Api'))[0]!;
  }, 240_000);

  it('deploys the HTTP API with the JWT authorizer of the configuration\'s issuer and client on every route', () => {
    t.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    t.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', { AuthorizerType: 'JWT', JwtConfiguration: { Issuer: AUTH.issuer, Audience: [AUTH.clientId] } });
    const routes = Object.values(t.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties);
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const r of routes) expect(r, r.RouteKey).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: expect.anything() });
    t.hasResourceProperties('AWS::Lambda::Function', { Environment: { Variables: Match.objectLike({ CONNECT_INSTANCE_ARN: INSTANCE_ARN, USER_CLAIM: 'username' }) } });
  });

  it('names the API\'s endpoint in each path\'s connect-src, the rest of the headers as the build computes them', () => {
    const endpoint = `<${api}.ApiEndpoint>`;
    const distribution = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const policies = t.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const byPath = Object.fromEntries(distribution.CacheBehaviors.map((b: { PathPattern: string }) => [b.PathPattern, b]));
    for (const [target, behaviour] of [['standalone', distribution.DefaultCacheBehavior], ['plugin', byPath['/plugin/*']]] as const) {
      const csp = policies[behaviour.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
      expect(csp['Fn::Join'], target).toBeDefined();
      const expected = targetHeaders(target, withBackEnds(WITH_AUTH, BACK_ENDS_PLACEHOLDER))['Content-Security-Policy']!;
      expect(text(csp)).toBe(expected.split(BACK_ENDS_PLACEHOLDER).join(endpoint));
      expect(text(csp).split('; ').find((d) => d.startsWith('connect-src '))!.split(' ')).toContain(endpoint);
      expect(text(csp)).toContain('https://rec.acme.example');
    }
  });

  it('writes the API\'s URLs into the deployed config.json, keeping an apiUrl the configuration gives', () => {
    const [, files] = Object.entries(t.findResources('Custom::CDKBucketDeployment')).find(([id]) => id.startsWith('Filesstandalone'))!;
    const staged = readdirSync(dir)
      .filter((d) => d.startsWith('asset.') && existsSync(join(dir, d, 'config.json')))
      .map((d) => JSON.parse(readFileSync(join(dir, d, 'config.json'), 'utf8')))
      .find((c) => c.auth)!;
    expect(staged).toMatchObject({ auth: AUTH, recording: { apiUrl: 'https://rec.acme.example/api' } });
    // The endpoint is filled in at deployment: a marker in the file, the API's reference in the deployment.
    expect(staged.contactLens.apiUrl).toMatch(/^<<marker:[^>]+>>\/contact-lens$/);
    expect(staged.email.addressesApiUrl).toMatch(/^<<marker:[^>]+>>\/email-addresses$/);
    expect(JSON.stringify(files.Properties.SourceMarkers)).toContain(`{"Fn::GetAtt":["${api}","ApiEndpoint"]}`);
  });

  it('allows CORS from any https page only because the generated domain cannot be named (a custom domain is)', () => {
    t.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://*'] }) });
    t.hasOutput('BackEndsUrl', {});
  });

  it('deploys none without auth, or when asked not to', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 0);
    template.resourceCountIs('AWS::Lambda::Function', 1);
    const off = Template.fromStack(buildApp(appWith({ instanceArn: INSTANCE_ARN, config: join(work, 'auth.json'), environment: 'off', backEnds: 'false' })));
    off.resourceCountIs('AWS::ApiGatewayV2::Api', 0);
    expect(() => buildApp(appWith({ instanceArn: INSTANCE_ARN, config: join(work, 'prod.json'), environment: 'on', backEnds: 'true' }))).toThrow(/auth/);
  }, 120_000);
});
