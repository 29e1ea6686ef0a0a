// One id per command (a test checks these against package.json's contributes.commands).
export const COMMANDS = {
  promoteReady: 'learnings.promoteReady',
  forget: 'learnings.forget',
  exportZip: 'learnings.exportZip',
  captureSelection: 'learnings.captureSelection',
  search: 'learnings.search',
  openDashboard: 'learnings.openDashboard',
  showDigest: 'learnings.showDigest',
  setupHooks: 'learnings.setupHooks',
  installCli: 'learnings.installCli',
  installMcp: 'learnings.installMcp',
  filterTree: 'learnings.filterTree',
  clearTreeFilter: 'learnings.clearTreeFilter',
  refresh: 'learnings.refresh',
  promoteEntry: 'learnings.promoteEntry',
  moveToTier: 'learnings.moveToTier',
  copyCitation: 'learnings.copyCitation',
  revealFile: 'learnings.revealFile',
  openEntry: 'learnings.openEntry',
  showRulesHere: 'learnings.showRulesHere',
  undoPromotion: 'learnings.undoPromotion',
  toggleCodeLens: 'learnings.toggleCodeLens',
} as const;

export type CommandId = (typeof COMMANDS)[keyof typeof COMMANDS];

export const VIEWS = {
  container: 'learnings',
  memory: 'learnings.memory',
  users: 'learnings.users',
  attention: 'learnings.attention',
} as const;

export const CONTEXT_KEYS = {
  hasEntries: 'learnings.hasEntries',
  hasUsers: 'learnings.hasUsers',
  loaded: 'learnings.loaded',
} as const;
