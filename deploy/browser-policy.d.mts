export declare const POLICY_NAMES: string[];
export declare const REGISTRY_KEYS: { chrome: string; edge: string };
export declare function urlPattern(origin: string): string;
export declare function browserPolicies(o: { panelOrigins: string[]; instanceOrigins: string[]; notifications?: boolean }): { chromeJson: string; edgeJson: string; windowsReg: string; policies: Record<string, string[]> };
export declare function browserPolicyFiles(o: { panelOrigins: string[]; instanceOrigins: string[]; notifications?: boolean }): Record<string, string>;
export declare function notificationsOf(config: unknown): boolean;
