import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { ArnFormat, Duration, Stack, Validations } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpMethod, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Construct } from 'constructs';
import { backEndUrls } from './back-end-urls.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * CORS for any https page. For a stack whose CSP names this API, the API cannot name the distribution's generated
 * domain in return (a dependency cycle in CloudFormation). CORS is no guard here: the API takes no cookies, only the
 * agent's bearer token, which no other page holds; the JWT authorizer and each handler's agent-on-the-contact check are.
 */
export const ANY_HTTPS_ORIGIN = 'https://*';

export interface BackEndsProps {
  /** The Amazon Connect instance, arn:aws:connect:<region>:<account>:instance/<id>. */
  instanceArn: string;
  /** The OpenID Connect issuer whose access tokens the agents' panel sends (the JWT authorizer's). */
  issuer: string;
  /** The token audience: the panel's client id at the identity provider. */
  audience: string;
  /** The claim holding the Connect user name (default `username`). */
  userClaim?: string;
  /** The panel origins CORS allows (e.g. https://ccp.example.com). */
  allowedOrigins: string[];
  /** How long the functions' and the API's logs are kept (default one month). */
  logRetention?: RetentionDays;
  /** Requests a second the API takes, and its burst (default 50 and 100). */
  throttle?: { rateLimit: number; burstLimit: number };
}

interface Feature {
  name: 'recording' | 'transcript' | 'email-addresses';
  entry: string;
  routes: { method: HttpMethod; path: string }[];
  /** The Amazon Connect actions the handler calls, on the resource types it calls them on. */
  grants: { actions: string[]; resources: string[] }[];
}

/**
 * The panel's three back ends (backends/) in AWS: each handler bundled with esbuild at synth time, a Lambda function
 * (Node 22, arm64) with its own log group and a role allowed only the Amazon Connect actions it calls on the
 * instance's contacts, users, routing profiles, queues and email addresses; one HTTP API with the JWT authorizer on
 * every route, CORS for the panel's origins, throttling and access logs. `urls` are the panel's `apiUrl`s.
 */
export class BackEnds extends Construct {
  readonly api: HttpApi;
  readonly urls: { recording: string; contactLens: string; emailAddresses: string };
  readonly functions: Record<Feature['name'], LambdaFunction> = {} as Record<Feature['name'], LambdaFunction>;

  constructor(scope: Construct, id: string, props: BackEndsProps) {
    super(scope, id);
    const arn = Stack.of(this).splitArn(props.instanceArn, ArnFormat.SLASH_RESOURCE_NAME);
    if (arn.service !== 'connect' || arn.resource !== 'instance' || !arn.resourceName) throw new Error(`instanceArn is not an Amazon Connect instance ARN: ${props.instanceArn}`);
    // ANY_HTTPS_ORIGIN only where the panel's origin cannot be named (see its comment).
    if (!props.allowedOrigins.length || props.allowedOrigins.some((o) => o !== ANY_HTTPS_ORIGIN && !/^https:\/\/[^/*]+$/.test(o) && !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(o))) {
      throw new Error('allowedOrigins must list the panel origins, each https://host (no path, no wildcard)');
    }
    const retention = props.logRetention ?? RetentionDays.ONE_MONTH;
    const instance = props.instanceArn;
    const contacts = `${instance}/contact/*`;
    const users = `${instance}/agent/*`;
    const features: Feature[] = [
      {
        name: 'recording',
        entry: 'backends/recording/handler.ts',
        routes: [
          ...['start', 'suspend', 'resume', 'stop'].map((a) => ({ method: HttpMethod.POST, path: `/recording/${a}` })),
          { method: HttpMethod.GET, path: '/recording/status' },
        ],
        grants: [
          {
            actions: ['connect:DescribeContact', 'connect:StartContactRecording', 'connect:SuspendContactRecording', 'connect:ResumeContactRecording', 'connect:StopContactRecording', 'connect:GetContactAttributes', 'connect:UpdateContactAttributes'],
            resources: [contacts],
          },
          { actions: ['connect:DescribeUser'], resources: [users] },
        ],
      },
      {
        name: 'transcript',
        entry: 'backends/transcript/handler.ts',
        routes: [{ method: HttpMethod.POST, path: '/contact-lens/realtime-contact-analysis/analysis-segments' }],
        grants: [
          { actions: ['connect:DescribeContact', 'connect:ListRealtimeContactAnalysisSegments'], resources: [contacts] },
          { actions: ['connect:DescribeUser'], resources: [users] },
        ],
      },
      {
        name: 'email-addresses',
        entry: 'backends/email-addresses/handler.ts',
        routes: [{ method: HttpMethod.GET, path: '/email-addresses/queue' }],
        grants: [
          { actions: ['connect:SearchUsers'], resources: [instance, users] },
          { actions: ['connect:DescribeRoutingProfile'], resources: [`${instance}/routing-profile/*`] },
          { actions: ['connect:ListQueueEmailAddresses'], resources: [`${instance}/queue/*`] },
          { actions: ['connect:DescribeEmailAddress'], resources: [`${instance}/email-address/*`] },
        ],
      },
    ];

    this.api = new HttpApi(this, 'Api', {
      description: 'The contact control panel\'s back ends: recording, realtime transcript, email from-addresses',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: props.allowedOrigins,
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.OPTIONS],
        allowHeaders: ['authorization', 'content-type'],
        maxAge: Duration.minutes(10),
      },
      defaultAuthorizer: new HttpJwtAuthorizer('AgentToken', props.issuer, { jwtAudience: [props.audience], identitySource: ['$request.header.Authorization'] }),
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention });
    const stage = new HttpStage(this, 'Stage', {
      httpApi: this.api,
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 50, burstLimit: 100 },
    });
    // Access logs: one JSON line per request (who the authorizer saw, route, status), beside the handlers' audit lines.
    (stage.node.defaultChild as CfnStage).accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({ requestId: '$context.requestId', ip: '$context.identity.sourceIp', time: '$context.requestTime', route: '$context.routeKey', status: '$context.status', user: '$context.authorizer.claims.sub', error: '$context.authorizer.error' }),
    };

    const out = mkdtempSync(join(tmpdir(), 'ccp-back-ends-'));
    for (const f of features) {
      const fn = new LambdaFunction(this, `${pascal(f.name)}Function`, {
        description: `Contact control panel back end: ${f.name}`,
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        handler: 'index.handler',
        code: Code.fromAsset(bundle(f.entry, join(out, f.name))),
        memorySize: 256,
        timeout: Duration.seconds(10),
        environment: { CONNECT_INSTANCE_ARN: props.instanceArn, USER_CLAIM: props.userClaim ?? 'username', AWS_CALL_TIMEOUT_MS: '4000' },
        logGroup: new LogGroup(this, `${pascal(f.name)}Logs`, { retention }),
      });
      for (const g of f.grants) fn.addToRolePolicy(new PolicyStatement({ actions: g.actions, resources: g.resources }));
      const integration = new HttpLambdaIntegration(`${pascal(f.name)}Integration`, fn);
      for (const r of f.routes) this.api.addRoutes({ path: r.path, methods: [r.method], integration });
      this.functions[f.name] = fn;
      // What cdk-nag asks about, each with its reason: the logging policy Lambda gives every function, the resource
      // patterns (Amazon Connect names each contact, user, queue... by an id only known at run time), the runtime.
      Validations.of(fn).acknowledge(
        { id: 'AwsSolutions::AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'The standard policy that lets a function write its own logs, nothing else' },
        ...f.grants.flatMap((g) => g.resources).filter((r) => r.endsWith('/*')).map((r) => ({ id: `AwsSolutions::AwsSolutions-IAM5[Resource::${r}]`, reason: 'The resource type of this one instance: its contacts, users, queues, routing profiles or email addresses are known by id only when an agent calls' })),
        { id: 'AwsSolutions::AwsSolutions-L1', reason: 'Node.js 22, the LTS release the handlers are bundled for (esbuild target node22) and tested on' },
      );
    }
    this.urls = backEndUrls(this.api.apiEndpoint);
  }
}

const pascal = (s: string) => s.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

/** Bundles one handler (and the SDK it uses) into one CommonJS file, index.js, for the Lambda runtime. */
function bundle(entry: string, dir: string): string {
  mkdirSync(dir, { recursive: true });
  buildSync({
    entryPoints: [join(ROOT, entry)],
    outfile: join(dir, 'index.js'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
  });
  return dir;
}
