import type { MonitorMode } from '../domain/contact';

/** Receipts are off in monitor modes and while fewer than two participants are active (chat §6, §1). */
export function canSendReceipts(context: { monitorMode: MonitorMode | null; activeParticipants: number }): boolean {
  return context.monitorMode === null && context.activeParticipants >= 2;
}
