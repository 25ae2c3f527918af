export declare function inlineScripts(html: string): string[];
export declare function scriptHash(text: string): string;
export declare function inlineScriptHashes(html: string): string[];
export declare function externalScriptHashes(html: string): string[];
export declare function addMissingIntegrity(html: string, read: (src: string) => Buffer | string): string;
