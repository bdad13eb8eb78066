// Types of registry.mjs for the API, which makes the same compare-and-swap on the same file.
import type { Registry } from '@haulstop/shared/deploy';

export type Changed = { registry: Registry; dropped: string[] };
export declare const KEPT_VERSIONS: number;
export declare function etagOf(body: string): string;
export declare function versionDir(deploysDir: string, name: string, version: string): string;
export declare function manifestPath(name: string, version: string): string;
export declare function pointTo(registry: Registry, name: string, version: string): Changed;
export declare function canaryAudience(audience: { percent?: number; orgIds?: readonly number[] }): { percent: number } | { orgIds: number[] };
export declare function setCanary(registry: Registry, name: string, version: string, audience: { percent?: number; orgIds?: readonly number[] }): Changed;
export declare function promote(registry: Registry, name: string): Changed;
export declare function dropCanary(registry: Registry, name: string): Changed;
export declare function validRegistry(value: unknown, deploysDir: string): boolean;
export declare function registryFile(deploysDir: string): string;
export declare function readRegistryFile(deploysDir: string): string | null;
export declare function swapRegistryFile(options: {
  deploysDir: string;
  ifMatch: string | undefined;
  proposed: unknown;
  emptyBody: string;
  host?: { version: string; shared?: string };
}): { status: 200; body: string; etag: string } | { status: 412; etag: string } | { status: 400 };
