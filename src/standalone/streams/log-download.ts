import { redactSecrets } from '../../shared/rules/log-redaction';
import { panelVersion } from '../../shared/version';

/** streams' logger keeps its entries in these (Logger.prototype.download reads the same two). */
interface StreamsLogger {
  _rolledLogs?: unknown[];
  _logs?: unknown[];
  download(): void;
}

/**
 * The agent's log download, as streams' own `download()` writes it (agent-log.txt, the entries as JSON) but with
 * every token and credential redacted on the way out (the file is meant to be sent to support), and the panel's
 * release as its first entry.
 */
export function downloadRedactedLogs(streams: typeof connect, doc: Document = document) {
  const logger = streams.getLog() as unknown as StreamsLogger;
  if (!Array.isArray(logger._logs)) throw new Error("streams' logger has no entries to download");
  // First, in streams' entry shape, the panel's release: support and admins see which build wrote the log.
  const release = { component: 'ccp', level: 'INFO', time: new Date().toISOString(), text: `Contact Control Panel ${panelVersion}`, version: panelVersion };
  const entries = [release, ...(logger._rolledLogs ?? []), ...logger._logs];
  const text = redactSecrets(JSON.stringify(entries, undefined, 4));
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(doc.createElement('a'), { href: url, download: 'agent-log.txt' });
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
