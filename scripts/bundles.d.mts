import type { BuildOptions } from 'esbuild';
export const CLI_MAIN: string;
export function cliMainOptions(opts?: { production?: boolean; outDir?: string }): BuildOptions;
export function bundleOptions(opts?: { production?: boolean; outDir?: string }): Record<'extension' | 'cli' | 'webview', BuildOptions> & { integration: BuildOptions | undefined };
