// The back ends' URL is the HTTP API's endpoint, which CloudFormation gives only at deployment, while the panel's
// security headers (deploy/security-headers.mjs) and its config.json are computed at synthesis from the
// configuration. So both are computed with a placeholder origin for the back ends, and the placeholder is then
// swapped for the endpoint's token (CloudFormation joins the strings at deployment: Fn::Join).

/**
 * Stands for the HTTP API's endpoint while the headers are computed: a reserved name (.invalid) no real host has,
 * and at least as long as any region's https://<id>.execute-api.<region>.amazonaws.com, so CloudFront's limit on
 * the CSP's length is checked with room to spare.
 */
export const BACK_ENDS_PLACEHOLDER = 'https://the-panel-back-ends-http-api-endpoint.placeholder.invalid';

/** The panel's three apiUrls under the API's base URL (the routes of deploy/lib/back-ends.ts). */
export function backEndUrls(base: string) {
  return { recording: `${base}/recording`, contactLens: `${base}/contact-lens`, emailAddresses: `${base}/email-addresses` };
}

/**
 * The configuration with every back end it leaves out pointed at `base`. An apiUrl the configuration gives is kept:
 * the admin runs that back end themselves (or elsewhere), and the panel keeps calling it.
 */
export function withBackEnds(config: Record<string, any>, base: string): Record<string, any> {
  const urls = backEndUrls(base);
  return {
    ...config,
    ...(config.recording ? {} : { recording: { apiUrl: urls.recording } }),
    ...(config.contactLens ? {} : { contactLens: { apiUrl: urls.contactLens } }),
    ...(config.email ? {} : { email: { addressesApiUrl: urls.emailAddresses } }),
  };
}

/** Whether the configuration leaves a back end for the stack to deploy (one without its own apiUrl). */
export const needsBackEnds = (config: Record<string, any>) => !config.recording || !config.contactLens || !config.email;

/** `value` (a string, or any JSON value) with the placeholder replaced by `endpoint` (a token) wherever it occurs. */
export function withEndpoint<T>(value: T, endpoint: string): T {
  if (typeof value === 'string') return value.split(BACK_ENDS_PLACEHOLDER).join(endpoint) as T;
  if (Array.isArray(value)) return value.map((v) => withEndpoint(v, endpoint)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withEndpoint(v, endpoint)])) as T;
  return value;
}
