export declare const offlineEnabled: boolean;
export declare const serviceWorkerFile: string;
export declare const networkTimeoutSeconds: number;
export declare const precachePatterns: string[];
export declare const precacheIgnores: string[];
