// Export every learnings file (all roots and the home memory) into a ZIP with a checksummed manifest.
import { exportZip as writeZip, type ExportManifest } from '../../store/exportZip';
import type { UseCaseContext } from './context';

export function exportZip(ctx: UseCaseContext, destination: string): Promise<ExportManifest> {
  return writeZip(ctx.store.roots(), destination, { user: ctx.user, now: ctx.now() });
}
