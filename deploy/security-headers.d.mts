export declare const DEFAULT_WORKSPACE_ORIGINS: string[];
export declare function securityHeaders(o: { frameAncestors: string[]; instanceOrigins?: string[]; extraSources?: string[] }): Record<string, string>;
export declare function headersFile(headers: Record<string, string>): string;
export declare function parseHeadersFile(text: string): Record<string, string>;
