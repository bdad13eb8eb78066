// Types of chromium.mjs for the e2e suite's Playwright config.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
