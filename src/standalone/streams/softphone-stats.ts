import type { CcpModel } from '../../shared/model';
import type { SoftphoneStreamSample } from '../../shared/domain/call-quality';
import { callQualityFromSamples } from '../../shared/rules/call-quality';

/** What streams publishes on its event bus while a softphone call lasts (`connect.publishSoftphoneStats`). */
interface SoftphoneStats {
  contactId?: string;
  stats?: SoftphoneStreamSample[];
}

/**
 * A live call's quality, as the softphone reports it: streams' SoftphoneManager (in this page or, with a framed
 * softphone, in the hosted CCP) calls `contact.sendSoftphoneMetrics` with its per-second samples, which sends them
 * to the service and broadcasts them to every window as SOFTPHONE_STATS (every 30 s in the hosted CCP; Connect Local's
 * ccp-v2 page every 5 s). The figures of each report become the contact's call quality in the model.
 */
export function watchSoftphoneStats(streams: typeof connect, model: CcpModel): void {
  const topic = (streams.EventType as unknown as Record<string, string>).SOFTPHONE_STATS ?? 'softphone_stats';
  streams.core.getEventBus().subscribe(topic, (data: SoftphoneStats) => {
    if (typeof data?.contactId !== 'string' || !Array.isArray(data.stats)) return;
    const figures = callQualityFromSamples(data.stats);
    if (figures) model.callQuality.applyFigures(data.contactId, figures);
  });
}
