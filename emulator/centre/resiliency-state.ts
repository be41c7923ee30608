/** Which regions there are and which is active: the contact centre keeps it, resiliency.ts changes it. */
export interface ResiliencyState {
  regions: [string, string];
  active: string;
  pending: boolean;
}
