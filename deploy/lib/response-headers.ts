// A target's headers (deploy/security-headers.mjs targetHeaders) as a CloudFront response-headers policy.
// CloudFront refuses the security headers as custom headers, so those go in its securityHeadersBehavior and the
// rest (Permissions-Policy) as custom headers; responseHeadersOf reads a policy back, for the tests.
import { Duration, aws_cloudfront as cloudfront } from 'aws-cdk-lib';

/** CloudFront's limit on a Content-Security-Policy in a response-headers policy. */
export const CLOUDFRONT_CSP_LIMIT = 1783;

export function responseHeadersPolicyProps(headers: Record<string, string>): Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const security: cloudfront.ResponseSecurityHeadersBehavior = {};
  const custom: cloudfront.ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        if (value.length > CLOUDFRONT_CSP_LIMIT) throw new Error(`The Content-Security-Policy is ${value.length} characters; CloudFront takes at most ${CLOUDFRONT_CSP_LIMIT}: name fewer hosts in the configuration`);
        Object.assign(security, { contentSecurityPolicy: { contentSecurityPolicy: value, override: true } });
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`X-Content-Type-Options: CloudFront can only send nosniff, not ${value}`);
        Object.assign(security, { contentTypeOptions: { override: true } });
        break;
      case 'referrer-policy': {
        const policy = Object.values(cloudfront.HeadersReferrerPolicy).find((p) => p === value);
        if (!policy) throw new Error(`Referrer-Policy: CloudFront has no ${value}`);
        Object.assign(security, { referrerPolicy: { referrerPolicy: policy, override: true } });
        break;
      }
      case 'x-frame-options': {
        const option = Object.values(cloudfront.HeadersFrameOption).find((o) => o === value);
        if (!option) throw new Error(`X-Frame-Options: CloudFront has no ${value}`);
        Object.assign(security, { frameOptions: { frameOption: option, override: true } });
        break;
      }
      case 'strict-transport-security':
      case 'x-xss-protection':
        throw new Error(`${name}: not a header the build computes; add it to deploy/security-headers.mjs first`);
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, ...(custom.length ? { customHeadersBehavior: { customHeaders: custom } } : {}) };
}

/** The headers a synthesised AWS::CloudFront::ResponseHeadersPolicy's ResponseHeadersPolicyConfig sends. */
export function responseHeadersOf(config: Record<string, any>): Record<string, string> {
  const out: Record<string, string> = {};
  const s = config.SecurityHeadersConfig ?? {};
  if (s.ContentSecurityPolicy) out['Content-Security-Policy'] = s.ContentSecurityPolicy.ContentSecurityPolicy;
  if (s.ContentTypeOptions) out['X-Content-Type-Options'] = 'nosniff';
  if (s.ReferrerPolicy) out['Referrer-Policy'] = s.ReferrerPolicy.ReferrerPolicy;
  if (s.FrameOptions) out['X-Frame-Options'] = s.FrameOptions.FrameOption;
  for (const h of config.CustomHeadersConfig?.Items ?? []) out[h.Header] = h.Value;
  return out;
}

/** Cache-Control of the files whose names change with their content (chunks/, fonts/): a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else (index.html, config.json, the entry scripts): always asked again. */
export const NO_CACHE = 'no-cache, no-store, must-revalidate';
export const YEAR = Duration.days(365);
