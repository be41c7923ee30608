export declare const DEFAULT_WORKSPACE_ORIGINS: string[];
export declare const CHIME_BLUR_ASSETS_ORIGIN: string;
export declare function blurScriptSources(backgroundBlur: unknown, panelOrigin?: string): string[] | null;
export declare function securityHeaders(o: { frameAncestors: string[]; instanceOrigins?: string[]; extraSources?: string[]; blurSources?: string[] | null }): Record<string, string>;
export declare function headersFile(headers: Record<string, string>): string;
export declare function parseHeadersFile(text: string): Record<string, string>;
