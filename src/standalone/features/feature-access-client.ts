import type { FeatureAccessPort } from '../../shared/model';

/**
 * The instance's feature-access allowlist (chat/task/email §7: GET returns the names of the flags that are on). The
 * hosted CCP asks it with the instance's session cookie; streams has no call for it, so the panel asks it the same way.
 */
export function createFeatureAccessClient(allowlistUrl: string, region: string): FeatureAccessPort {
  return {
    region,
    async enabledFlags() {
      const res = await fetch(allowlistUrl, { credentials: 'include', headers: { Accept: 'application/json' } });
      if (!res.ok) throw { type: `HTTP ${res.status}`, message: res.statusText, statusCode: res.status };
      const names: unknown = await res.json();
      if (!Array.isArray(names)) throw { type: 'InvalidResponse', message: 'The feature-access allowlist is not a list' };
      return names.filter((n): n is string => typeof n === 'string');
    },
  };
}
