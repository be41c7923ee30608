/** Which regions there are and which is active: the contact centre keeps it, resiliency.ts changes it. */
export interface ResiliencyState {
  regions: [string, string];
  active: string;
  pending: boolean;
}

/**
 * Whether `region` carries call media now. Under global resiliency a call's media lives in the active region only:
 * the inactive region's CCP still mirrors the agent's contacts (what streams reads the moment it switches regions),
 * but without their softphone media, so it neither rings nor sets a call up (one peer connection per call). A
 * single region always carries it.
 */
export function carriesCallMedia(state: ResiliencyState | null, region: string): boolean {
  return !state || state.active === region;
}
