import type { QuickResponse, QuickResponsesPort } from '../../shared/model';

/**
 * Quick responses through streams' public API: connect.QuickResponses.isEnabled() and searchQuickResponses(),
 * which go over the api-proxy to the CCP page (not the worker); streams adds the contact's attributes itself.
 */

interface StreamsResult {
  quickResponseId?: string;
  name?: string;
  description?: string;
  shortcutKey?: string;
  contents?: { plainText?: { content?: string }; markdown?: { content?: string } };
  attributesNotInterpolated?: string[];
}

interface StreamsQuickResponses {
  isEnabled(): Promise<boolean>;
  searchQuickResponses(params: { query: string; contactId?: string; nextToken?: string; maxResults?: number }): Promise<{ results?: StreamsResult[]; nextToken?: string }>;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function toQuickResponse(r: StreamsResult): QuickResponse | null {
  if (!r.quickResponseId || !r.name) return null;
  const plainText = str(r.contents?.plainText?.content);
  const markdown = str(r.contents?.markdown?.content);
  const shortcutKey = str(r.shortcutKey);
  const description = str(r.description);
  return {
    quickResponseId: r.quickResponseId,
    name: r.name,
    ...(shortcutKey ? { shortcutKey } : {}),
    ...(description ? { description } : {}),
    ...(plainText !== undefined ? { plainText } : {}),
    ...(markdown !== undefined ? { markdown } : {}),
    attributesNotInterpolated: Array.isArray(r.attributesNotInterpolated) ? r.attributesNotInterpolated.filter((a): a is string => typeof a === 'string') : [],
  };
}

/** Undefined when the installed streams has no QuickResponses API. */
export function createQuickResponsesPort(streams: typeof connect): QuickResponsesPort | undefined {
  const api = (streams as unknown as { QuickResponses?: StreamsQuickResponses }).QuickResponses;
  if (!api) return undefined;
  return {
    isEnabled: async () => (await api.isEnabled()) === true,
    async search({ query, contactId, nextToken, maxResults }) {
      const data = await api.searchQuickResponses({ query, contactId, ...(nextToken ? { nextToken } : {}), ...(maxResults ? { maxResults } : {}) });
      return {
        results: (data?.results ?? []).map(toQuickResponse).filter((r): r is QuickResponse => r !== null),
        nextToken: data?.nextToken ?? null,
      };
    },
  };
}
