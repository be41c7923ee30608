/**
 * What every back end is told by its environment (the CDK construct sets it; the local adapter passes it):
 *
 * - CONNECT_INSTANCE_ARN: the instance, arn:aws:connect:<region>:<account>:instance/<id> (gives id and region), or
 *   CONNECT_INSTANCE_ID with AWS_REGION (Lambda sets AWS_REGION).
 * - USER_CLAIM: the token claim holding the Connect user name (default `username`).
 * - CONNECT_ENDPOINT: only for Connect Local, the endpoint the SDK clients are pointed at.
 * - AWS_CALL_TIMEOUT_MS: the longest one Amazon Connect call may take, retries included (default 4000).
 */
export interface BackEndConfig {
  instanceId: string;
  region: string;
  userClaim: string;
  endpoint?: string;
  timeoutMs: number;
}

const ARN = /^arn:aws[\w-]*:connect:([a-z0-9-]+):\d{12}:instance\/([\w-]{1,100})$/;

export function configFromEnv(env: Record<string, string | undefined> = process.env): BackEndConfig {
  const arn = env.CONNECT_INSTANCE_ARN?.trim();
  const fromArn = arn ? ARN.exec(arn) : null;
  if (arn && !fromArn) throw new Error(`CONNECT_INSTANCE_ARN is not an Amazon Connect instance ARN: ${arn}`);
  const instanceId = fromArn?.[2] ?? env.CONNECT_INSTANCE_ID?.trim();
  const region = fromArn?.[1] ?? env.AWS_REGION?.trim();
  if (!instanceId) throw new Error('Set CONNECT_INSTANCE_ARN (or CONNECT_INSTANCE_ID and AWS_REGION)');
  if (!region) throw new Error('Set AWS_REGION or CONNECT_INSTANCE_ARN');
  const timeoutMs = Number(env.AWS_CALL_TIMEOUT_MS ?? 4000);
  return {
    instanceId,
    region,
    userClaim: env.USER_CLAIM?.trim() || 'username',
    ...(env.CONNECT_ENDPOINT ? { endpoint: env.CONNECT_ENDPOINT } : {}),
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 4000,
  };
}
