export interface ConfigProblem { key: string; message: string }
export declare const SCHEMA: Record<string, any>;
export declare function checkConfig(config: unknown): ConfigProblem[];
export declare function checkConfigFile(file: string): { config: unknown; errors: ConfigProblem[] };
