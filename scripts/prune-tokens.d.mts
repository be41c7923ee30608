export declare function pruneUnusedTokens(tokensCss: string, sources: string[]): string;
export declare function sourceTexts(dir: string, skip?: string): Promise<string[]>;
export declare function pruneTokensPlugin(tokensPath: string, srcDir: string): { name: string; setup(b: unknown): void };
