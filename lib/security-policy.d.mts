export declare const pagesWithOutsideImages: string[];
export declare function pagePolicy(route: string, scriptHashes: string[]): string;
export declare function headerPolicy(): string;
export declare const securityHeaders: Record<string, string>;
export declare const immutableAssets: { path: string; cacheControl: string };
export declare function headersFile(): string;
export declare function nginxSnippet(): string;
