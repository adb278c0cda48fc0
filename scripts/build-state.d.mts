// Types of scripts/build-state.mjs (imported by vite.config.ts and its test).
import type { Plugin } from 'vite';

export declare const BUILD_RECORD: string;
export interface BuildRecord {
  mode?: string;
  nodeEnv?: string | null;
  production?: boolean;
}
export declare function newest(paths: string[]): number;
export declare function readBuildRecord(distDir: string): BuildRecord | null;
export declare function buildDecision(options: { distDir: string; sources: string[] }): {
  build: boolean;
  reason: string;
};
export declare function productionBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function buildRecordPlugin(defaultOutDir: string): Plugin;
