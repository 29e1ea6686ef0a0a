import type { BuildOptions } from 'esbuild';
export function bundleOptions(opts?: { production?: boolean; outDir?: string }): Record<'extension' | 'cli' | 'webview', BuildOptions> & { integration: BuildOptions | undefined };
