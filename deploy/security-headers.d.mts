export declare const DEFAULT_WORKSPACE_ORIGINS: string[];
export declare const CHIME_BLUR_ASSETS_ORIGIN: string;
export declare function blurScriptSources(backgroundBlur: unknown, panelOrigin?: string): string[] | null;
export declare const CHIME_MEETING_SOURCES: string[];
export declare function workspaceOriginsFor(env: string | undefined, config: { instanceUrl?: unknown }): string[];
export interface PanelSources { instance: string[]; chat: string[]; attachments: string[]; backEnds: string[] }
export declare function panelSources(config: Record<string, any>): PanelSources;
export declare function securityHeaders(o: { frameAncestors: string[]; instanceOrigins?: string[]; extraSources?: string[]; blurSources?: string[] | null; sources?: PanelSources; meetings?: boolean }): Record<string, string>;
export declare function headersFile(headers: Record<string, string>): string;
export declare function parseHeadersFile(text: string): Record<string, string>;
export declare const TARGETS: ['standalone', 'plugin', 'screen-sharing'];
export declare function targetHeaders(target: 'standalone' | 'plugin' | 'screen-sharing', config: Record<string, any>, o?: { workspaceOrigins?: string }): Record<string, string>;
