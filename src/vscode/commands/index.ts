// Every command module, registered in one place (Open Dashboard is registered by the dashboard).
import type * as vscode from 'vscode';
import type { CommandContext } from './commandContext';
import * as captureSelection from './captureSelection';
import * as copyCitation from './copyCitation';
import * as exportZip from './exportZip';
import * as forget from './forget';
import * as installCli from './installCli';
import * as installMcp from './installMcp';
import * as moveToTier from './moveToTier';
import * as openEntry from './openEntry';
import * as promoteEntry from './promoteEntry';
import * as promoteReady from './promoteReady';
import * as refresh from './refresh';
import * as revealFile from './revealFile';
import * as search from './search';
import * as setupHooks from './setupHooks';
import * as showDigest from './showDigest';
import * as showRulesHere from './showRulesHere';
import * as planPreview from './planPreview';
import * as toggleCodeLens from './toggleCodeLens';
import * as undoPromotion from './undoPromotion';

const MODULES = [captureSelection, copyCitation, exportZip, forget, installCli, installMcp, moveToTier, openEntry, promoteEntry, promoteReady, refresh, revealFile, search, setupHooks, showDigest, showRulesHere, planPreview, toggleCodeLens, undoPromotion];

export function registerCommands(ctx: CommandContext): vscode.Disposable[] {
  return MODULES.map((m) => m.register(ctx));
}
