export declare const INDEX_FILE: string;
export declare function buildApiIndex(): string;
