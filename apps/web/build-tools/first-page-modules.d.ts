/** The types of first-page-modules.js, which eslint.config.js reads as plain JavaScript. */
export declare const firstPageEntryModules: readonly string[];
export declare const firstPageSharedModules: readonly string[];
