// Types of semver-range.mjs for the host, which checks a remote's `requires` with the same grammar as the deploy.
export declare function compareVersions(a: string, b: string): -1 | 0 | 1;
export declare function satisfies(version: string, range: string): boolean;
