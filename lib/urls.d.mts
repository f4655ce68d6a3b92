export declare function normalizeBasePath(value: string | undefined): string;
export declare function basePath(): string;
export declare function siteUrl(address: string): string;
export declare function absoluteUrl(path: string, address: string): string;
export declare function assetPath(path: string): string;
export declare function isExternal(target: string): boolean;
