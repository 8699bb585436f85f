import type { Browser, BrowserContext } from 'playwright-core';

export interface Size {
  raw: number;
  gzip: number;
}
export interface SizedFiles extends Size {
  files: (Size & { file: string })[];
}
export interface Chunk extends Size {
  file: string;
  name: string;
  /** Loaded by the entry statically; otherwise only through a dynamic import. */
  initial: boolean;
  modules: string[];
}
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export interface DemoServer {
  baseUrl: string;
  reset(): Promise<void>;
  stop(): Promise<void>;
}
export interface ColdLoad {
  usableMs: number;
  languageRequests: number;
  js: SizedFiles;
  css: SizedFiles;
}

export const KB: number;
export function buildApp(outDir: string, options?: { mode?: string }): Promise<unknown>;
export function buildFloor(outDir: string): Promise<void>;
export function chunkList(dist: string): Chunk[];
export function listFiles(dist: string): string[];
export function readManifest(dist: string): Record<string, ManifestChunk>;
export function pageModules(): Promise<string[]>;
export function startDemoServer(dist: string): Promise<DemoServer>;
export function isProductionBuild(dist: string): boolean;
export function coldLoad(
  browser: Browser,
  options: {
    baseUrl: string;
    dist: string;
    path: string;
    ready: () => boolean;
    prepare?: (context: BrowserContext) => Promise<void>;
  },
): Promise<ColdLoad>;
export function floorUsable(): boolean;
export function homeUsable(): boolean;
export function loginUsable(): boolean;
export function signInByRequest(
  context: BrowserContext,
  baseUrl: string,
  email: string,
): Promise<void>;
