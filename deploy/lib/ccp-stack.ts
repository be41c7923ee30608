// The panel's hosting and its registration with an Amazon Connect instance, for one environment:
// - a private bucket (the built targets) behind CloudFront with origin access control, each target at its path
//   with the response headers the build computes for it (deploy/security-headers.mjs) from this environment's
//   configuration, the standalone page's routes falling back to its index.html;
// - the environment's config.json written at deploy time (one build for every environment);
// - the distribution's origin approved on the instance; the plugin and the screen-sharing page as agent-workspace
//   applications (from manifest.json and manifests/screen-sharing.manifest.json) associated with the instance;
//   optionally an agents' security profile granting them and what the panel needs;
// - with the configuration's auth (the agents' OpenID Connect sign-in), the back ends (deploy/lib/back-ends.ts)
//   behind a JWT authorizer for that issuer and client, named in the panel's CSP and config.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  aws_appintegrations as appintegrations,
  aws_certificatemanager as acm,
  aws_cloudfront as cloudfront,
  aws_cloudfront_origins as origins,
  aws_connect as connect,
  aws_route53 as route53,
  aws_route53_targets as targets,
  aws_s3 as s3,
  aws_s3_deployment as s3deploy,
} from 'aws-cdk-lib';
import { acknowledge } from './nag.ts';
import { ANY_HTTPS_ORIGIN, BackEnds } from './back-ends.ts';
import { BACK_ENDS_PLACEHOLDER, withBackEnds, withEndpoint } from './back-end-urls.ts';
import type { Construct } from 'constructs';
import { browserPolicyFiles, notificationsOf } from '../browser-policy.mjs';
import { configuredFiles, instanceOriginsOf, workspaceOriginsOf } from '../configure.mjs';
import { TARGETS, targetHeaders } from '../security-headers.mjs';
import { IMMUTABLE, NO_CACHE, YEAR, responseHeadersPolicyProps } from './response-headers.ts';
import { viewerRequestCode } from './viewer-request.ts';

export type PanelTarget = (typeof TARGETS)[number];

/** Where each built target is served: the standalone page at the root, the others under their folder. */
export const TARGET_PATHS: Record<PanelTarget, string> = { standalone: '/', plugin: '/plugin/', 'screen-sharing': '/screen-sharing/' };

/** The subset of an AppIntegrations CreateApplication request (manifest.json) the stack reads. */
export interface ApplicationManifest {
  Name: string;
  Namespace: string;
  Description?: string;
  ApplicationType?: string;
  Permissions?: string[];
  IframeConfig?: { Allow?: string[]; Sandbox?: string[] };
  InitializationTimeout?: number;
  ApplicationConfig?: { ContactHandling?: { Scope: string } };
}

export interface CustomDomain {
  /** e.g. ccp.example.com */
  domainName: string;
  /** An ACM certificate in us-east-1 (CloudFront's region) covering domainName; made here when absent (hostedZone). */
  certificateArn?: string;
  /** The Route 53 zone for domainName: alias records (and the certificate's DNS validation) go there. */
  hostedZone?: { hostedZoneId: string; zoneName: string };
}

export interface CcpStackProps extends StackProps {
  /** arn:aws:connect:<region>:<account>:instance/<id> */
  instanceArn: string;
  /** dev, test, prod…: names the security profile and tags every resource. */
  environmentName: string;
  /** The environment's config.json, already validated (readEnvironmentConfig). */
  config: Record<string, any>;
  /** The build's output (dist/): standalone/, plugin/, screen-sharing/, embed/. */
  distDir: string;
  /** Where manifest.json and manifests/ are (the repository's root). */
  manifestsDir: string;
  /** WORKSPACE_ORIGINS: the agent workspaces that may frame the plugin (default the instance's own). */
  workspaceOrigins?: string;
  domain?: CustomDomain;
  /** Creates the agents' security profile (default true); false when existing profiles are granted by hand. */
  securityProfile?: boolean;
  /**
   * Deploys the back ends (recording, transcript, email from-addresses) for the configuration's auth: the JWT
   * authorizer takes its issuer and, as audience, its clientId; userClaim names the Connect user (default username).
   */
  backEnds?: { userClaim?: string };
}

/** The security-profile permissions the panel needs besides its applications (API names). */
export const AGENT_PERMISSIONS = ['BasicAgentAccess', 'OutboundCallAccess'];

export function parseInstanceArn(arn: string): { region: string; account: string; instanceId: string } {
  const m = /^arn:aws[a-z-]*:connect:([a-z0-9-]+):(\d{12}):instance\/([0-9a-f-]{36})$/.exec(arn ?? '');
  if (!m) throw new Error(`instanceArn: ${arn ?? '(missing)'} is not an Amazon Connect instance ARN such as arn:aws:connect:us-west-2:111122223333:instance/11111111-2222-3333-4444-555555555555`);
  return { region: m[1]!, account: m[2]!, instanceId: m[3]! };
}

export class CcpStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly bucket: s3.Bucket;
  /** https://<domain>: the panel's origin. */
  readonly panelOrigin: string;
  readonly backEnds?: BackEnds;

  constructor(scope: Construct, id: string, props: CcpStackProps) {
    super(scope, id, props);
    parseInstanceArn(props.instanceArn);
    for (const t of ['standalone', 'plugin', 'screen-sharing', 'embed']) {
      if (!existsSync(join(props.distDir, t))) throw new Error(`${join(props.distDir, t)} is missing: run npm run build first`);
    }
    const { config } = props;
    // As `npm run configure` resolves them: WORKSPACE_ORIGINS (context), else the configuration's, else the instance's.
    const workspaceOrigins = workspaceOriginsOf(config, props.workspaceOrigins);
    // The back ends come first: the headers and config.json name their endpoint. Headers and files are computed
    // with a placeholder for it (the configuration's own apiUrls win), then the placeholder becomes the endpoint.
    if (props.backEnds) this.backEnds = this.backEndsFor(props);
    const computedFrom = this.backEnds ? withBackEnds(config, BACK_ENDS_PLACEHOLDER) : config;
    const endpoint = this.backEnds?.api.apiEndpoint;
    const filled = <T>(value: T): T => (endpoint ? withEndpoint(value, endpoint) : value);

    // Server access logs of the panel's bucket and the distribution's standard logs. CloudFront's standard logging
    // writes with ACLs, so this bucket keeps them (BUCKET_OWNER_PREFERRED); it is private like the other.
    const logs = new s3.Bucket(this, 'Logs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(logs, [{ id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging it into itself would loop.' }]);

    this.bucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3/',
      // Overwritten files (index.html, config.json of earlier deployments) are kept as versions for 30 days.
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const certificate = this.certificateFor(props.domain);
    // Edge caching follows each file's Cache-Control (set per file below); nothing of the request is in the key.
    const cachePolicy = new cloudfront.CachePolicy(this, 'FollowCacheControl', {
      comment: 'Follows the files\' Cache-Control: immutable hashed assets, never index.html or config.json',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: YEAR,
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const routes = new cloudfront.Function(this, 'Routes', {
      comment: 'The panel\'s routes to index.html, folders to their index.html',
      code: cloudfront.FunctionCode.fromInline(viewerRequestCode()),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const behaviour = (origin: cloudfront.IOrigin, policy: cloudfront.IResponseHeadersPolicy): cloudfront.BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy,
      responseHeadersPolicy: policy,
      compress: true,
      functionAssociations: [{ function: routes, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    });
    const headersPolicy = (target: PanelTarget) =>
      new cloudfront.ResponseHeadersPolicy(this, `Headers-${target}`, {
        comment: `Security headers of ${TARGET_PATHS[target]} (${target}), from deploy/security-headers.mjs`,
        ...filled(responseHeadersPolicyProps(targetHeaders(target, computedFrom, { workspaceOrigins: workspaceOrigins.join(' ') }))),
      });
    // The embed client is a public ES module a CRM page on another origin imports: CORS for GET, no credentials.
    const embedPolicy = new cloudfront.ResponseHeadersPolicy(this, 'Headers-embed', {
      comment: 'The embed client (/embed/): a module CRM pages import',
      securityHeadersBehavior: { contentTypeOptions: { override: true }, referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true } },
      corsBehavior: { accessControlAllowOrigins: ['*'], accessControlAllowMethods: ['GET', 'HEAD'], accessControlAllowHeaders: ['*'], accessControlAllowCredentials: false, originOverride: true },
    });

    const folders = originsIn(this.bucket, new cloudfront.S3OriginAccessControl(this, 'OriginAccess', { signing: cloudfront.Signing.SIGV4_ALWAYS }));
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Contact Control Panel (${props.environmentName})`,
      defaultRootObject: 'index.html',
      defaultBehavior: behaviour(folders('standalone'), headersPolicy('standalone')),
      additionalBehaviors: {
        '/plugin/*': behaviour(folders(), headersPolicy('plugin')),
        '/screen-sharing/*': behaviour(folders(), headersPolicy('screen-sharing')),
        '/embed/*': behaviour(folders(), embedPolicy),
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(props.domain && certificate ? { domainNames: [props.domain.domainName], certificate, minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 } : {}),
    });
    const domainName = props.domain?.domainName ?? this.distribution.distributionDomainName;
    this.panelOrigin = `https://${domainName}`;
    if (props.domain?.hostedZone) {
      const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', props.domain.hostedZone);
      const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(this.distribution));
      new route53.ARecord(this, 'AliasA', { zone, recordName: props.domain.domainName, target });
      new route53.AaaaRecord(this, 'AliasAAAA', { zone, recordName: props.domain.domainName, target });
    }
    const suppressions = [
      { id: 'AwsSolutions-CFR1', reason: 'Agents work from wherever the contact centre has them; Amazon Connect itself decides who signs in.' },
      { id: 'AwsSolutions-CFR2', reason: 'Static files only, no API behind the distribution: a WAF web ACL is left to the account\'s own Firewall Manager policy.' },
    ];
    // Without a custom domain CloudFront's default certificate (*.cloudfront.net) applies, whose TLS floor is fixed.
    if (!props.domain) suppressions.push({ id: 'AwsSolutions-CFR4', reason: 'The default *.cloudfront.net certificate: CloudFront fixes its TLS policy; a custom domain (context domainName) gets TLSv1.2_2021.' });
    acknowledge(this.distribution, suppressions);

    // The files: per target, the hashed ones cached for a year as immutable, the rest (index.html, config.json,
    // the entry scripts whose names never change) always asked again. The environment's config.json is written
    // here, so one build serves every environment. Old files are kept (prune: false): a page opened before a
    // deployment still finds its chunks.
    // Each target's config.json as `npm run configure` writes it (the whole configuration for the panel, the
    // workspace origins, and multiPartyChat for the plugin, for the others).
    const files = configuredFiles(computedFrom, { workspaceOrigins: workspaceOrigins.join(' ') });
    const configOf = (t: string) => filled(JSON.parse(files[t]!['config.json']!) as Record<string, unknown>);
    const configs: Record<string, Record<string, unknown> | null> = { standalone: configOf('standalone'), plugin: configOf('plugin'), 'screen-sharing': configOf('screen-sharing'), embed: null };
    const hashed = ['chunks/*', 'fonts/*'];
    const notDeployed = ['_headers', 'metafile.json', 'config.json'];
    for (const [target, targetConfig] of Object.entries(configs)) {
      const dir = join(props.distDir, target);
      const common = { destinationBucket: this.bucket, destinationKeyPrefix: `${target}/`, prune: false, memoryLimit: 512 };
      // The embed client is one file under a fixed name: it has no hashed files.
      if (['chunks', 'fonts'].some((d) => existsSync(join(dir, d)))) {
        new s3deploy.BucketDeployment(this, `Hashed-${target}`, {
          ...common,
          sources: [s3deploy.Source.asset(dir, { exclude: ['*', '!chunks', '!chunks/**', '!fonts', '!fonts/**'] })],
          cacheControl: [s3deploy.CacheControl.fromString(IMMUTABLE)],
        });
      }
      new s3deploy.BucketDeployment(this, `Files-${target}`, {
        ...common,
        sources: [s3deploy.Source.asset(dir, { exclude: [...hashed, ...notDeployed] }), ...(targetConfig ? [s3deploy.Source.jsonData('config.json', targetConfig)] : [])],
        cacheControl: [s3deploy.CacheControl.fromString(NO_CACHE)],
      });
    }

    // The Chrome and Edge enterprise policies for this deployment's origin (README: Roll out to a fleet), kept in
    // the bucket beside the site, not served: `aws s3 cp s3://<bucket>/browser-policy/ . --recursive`. The origin is
    // the distribution's, known at deployment: Source.data fills it in then.
    const policies = browserPolicyFiles({ panelOrigins: [this.panelOrigin], instanceOrigins: instanceOriginsOf(config), notifications: notificationsOf(config) });
    new s3deploy.BucketDeployment(this, 'BrowserPolicies', {
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'browser-policy/',
      sources: Object.entries(policies).map(([name, text]) => s3deploy.Source.data(name, text)),
      cacheControl: [s3deploy.CacheControl.fromString(NO_CACHE)],
      memoryLimit: 512,
    });
    new CfnOutput(this, 'BrowserPolicyFiles', { value: `s3://${this.bucket.bucketName}/browser-policy/`, description: 'Chrome and Edge policy files for this origin (JSON for Linux and macOS, .reg for Windows)' });

    this.registerWithInstance(props);
    new CfnOutput(this, 'PanelUrl', { value: `${this.panelOrigin}/`, description: 'The standalone panel' });
    new CfnOutput(this, 'PluginUrl', { value: `${this.panelOrigin}/plugin/`, description: 'The agent-workspace plugin' });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    if (this.backEnds) new CfnOutput(this, 'BackEndsUrl', { value: this.backEnds.api.apiEndpoint, description: 'The back ends\' HTTP API (recording, transcript, email from-addresses), behind the JWT authorizer' });
    this.acknowledgeBucketDeploymentFindings();
  }

  private backEndsFor(props: CcpStackProps): BackEnds {
    const auth = props.config.auth as { issuer: string; clientId: string } | undefined;
    if (!auth) throw new Error('The back ends need the configuration\'s auth (issuer, clientId, scope): the agents\' sign-in whose tokens they take');
    return new BackEnds(this, 'BackEnds', {
      instanceArn: props.instanceArn,
      issuer: auth.issuer,
      audience: auth.clientId,
      userClaim: props.backEnds?.userClaim ?? 'username',
      // A custom domain is known now; the distribution's generated one would make a cycle (the CSP names the API).
      allowedOrigins: [props.domain ? `https://${props.domain.domainName}` : ANY_HTTPS_ORIGIN],
    });
  }

  private certificateFor(domain: CustomDomain | undefined): acm.ICertificate | undefined {
    if (!domain) return undefined;
    if (domain.certificateArn) return acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn);
    if (!domain.hostedZone) throw new Error('domainName needs certificateArn (an ACM certificate in us-east-1) or hostedZoneId and zoneName to make one');
    if (this.region !== 'us-east-1') throw new Error(`CloudFront takes certificates from us-east-1 only; this stack is in ${this.region}: give certificateArn of a us-east-1 certificate`);
    const hostedZone = route53.HostedZone.fromHostedZoneAttributes(this, 'CertificateZone', domain.hostedZone);
    return new acm.Certificate(this, 'Certificate', { domainName: domain.domainName, validation: acm.CertificateValidation.fromDns(hostedZone) });
  }

  /** The approved origin, the two applications and their associations, and the optional security profile. */
  private registerWithInstance(props: CcpStackProps) {
    const instanceArn = props.instanceArn;
    new connect.CfnApprovedOrigin(this, 'ApprovedOrigin', { instanceId: instanceArn, origin: this.panelOrigin });
    const manifest = (file: string) => JSON.parse(readFileSync(join(props.manifestsDir, file), 'utf8')) as ApplicationManifest;
    const associations: connect.CfnIntegrationAssociation[] = [];
    const apps = [
      { id: 'Plugin', manifest: manifest('manifest.json'), path: TARGET_PATHS.plugin },
      { id: 'ScreenSharing', manifest: manifest('manifests/screen-sharing.manifest.json'), path: TARGET_PATHS['screen-sharing'] },
    ];
    for (const { id, manifest: m, path } of apps) {
      const app = new appintegrations.CfnApplication(this, id, {
        name: m.Name,
        namespace: m.Namespace,
        description: m.Description ?? m.Name,
        ...(m.ApplicationType ? { applicationType: m.ApplicationType } : {}),
        applicationSourceConfig: { externalUrlConfig: { accessUrl: `${this.panelOrigin}${path}`, approvedOrigins: [this.panelOrigin] } },
        permissions: m.Permissions ?? [],
        ...(m.IframeConfig ? { iframeConfig: { allow: m.IframeConfig.Allow, sandbox: m.IframeConfig.Sandbox } } : {}),
        ...(m.InitializationTimeout ? { initializationTimeout: m.InitializationTimeout } : {}),
        ...(m.ApplicationConfig?.ContactHandling ? { applicationConfig: { contactHandling: { scope: m.ApplicationConfig.ContactHandling.Scope } } } : {}),
      });
      const association = new connect.CfnIntegrationAssociation(this, `${id}Association`, { instanceId: instanceArn, integrationArn: app.attrApplicationArn, integrationType: 'APPLICATION' });
      associations.push(association);
    }
    if (props.securityProfile !== false) {
      const profile = new connect.CfnSecurityProfile(this, 'AgentsProfile', {
        instanceArn,
        // Letters, digits, spaces, _ @ - only (the resource's pattern).
        securityProfileName: `Contact Control Panel agents ${props.environmentName}`,
        description: 'Agents of the Contact Control Panel: the CCP, outbound calls, the panel and screen sharing in the agent workspace',
        permissions: AGENT_PERMISSIONS,
        applications: apps.map(({ manifest: m }) => ({ namespace: m.Namespace, applicationPermissions: ['ACCESS'] })),
      });
      // A profile can grant only applications already associated with the instance.
      for (const a of associations) profile.addResourceDependency(a);
    }
  }

  /**
   * BucketDeployment's own Lambda (a singleton of aws-cdk-lib) is not ours to change; each of its findings is
   * acknowledged by name (cdk-nag 3 has no acknowledgement by prefix).
   */
  private acknowledgeBucketDeploymentFindings() {
    const copies = 'aws-cdk-lib BucketDeployment copies whole asset folders from the CDK staging bucket into the site bucket, with the s3 grants CDK gives it';
    const site = this.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket);
    acknowledge(this, [
      { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'aws-cdk-lib BucketDeployment\'s Lambda writes its logs with AWSLambdaBasicExecutionRole.' },
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((a) => ({ id: `AwsSolutions-IAM5[Action::${a}]`, reason: copies })),
      { id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${this.account}-${this.region}/*]`, reason: copies },
      { id: `AwsSolutions-IAM5[Resource::<${site}.Arn>/*]`, reason: copies },
      { id: 'AwsSolutions-L1', reason: 'aws-cdk-lib BucketDeployment pins its Lambda runtime; it moves with aws-cdk-lib upgrades.' },
    ]);
  }
}

/** The site bucket as an origin with origin access control, optionally one target's folder as its root. */
function originsIn(bucket: s3.IBucket, originAccessControl: cloudfront.S3OriginAccessControl) {
  let whole: cloudfront.IOrigin | undefined;
  return (folder?: string) => {
    if (folder) return origins.S3BucketOrigin.withOriginAccessControl(bucket, { originPath: `/${folder}`, originAccessControl });
    whole ??= origins.S3BucketOrigin.withOriginAccessControl(bucket, { originAccessControl });
    return whole;
  };
}
