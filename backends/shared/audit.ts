/** One structured line per action: who asked, for which contact, what, and how it ended. */
export interface AuditEntry {
  who: string | null;
  contact: string | null;
  action: string;
  result: 'allowed' | 'refused' | 'failed';
  status: number;
  reason?: string;
  queue?: string;
}

export function auditLine(entry: AuditEntry, now = new Date()): string {
  return JSON.stringify({ audit: 'connect-ccp-back-end', time: now.toISOString(), ...entry });
}
