import type { ConfigProblem } from './config-check.mjs';
export declare class ConfigurationError extends Error {
  problems: ConfigProblem[];
}
export declare function workspaceOriginsOf(config: Record<string, any>, env?: string): string[];
export declare function configuredFiles(config: Record<string, any>, o?: { workspaceOrigins?: string; targets?: readonly string[] }): Record<string, Record<string, string>>;
export declare function instanceOriginsOf(config: Record<string, any>): string[];
export declare function configure(source: string | Record<string, any>, o?: { out?: string; workspaceOrigins?: string; panelOrigins?: string[] }): Promise<string[]>;
