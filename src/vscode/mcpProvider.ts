// Registers the `learnings mcp` server with VS Code's own MCP support (agent mode finds it with no
// configuration), where the API exists: VS Code 1.101 and later. On older versions (engines allows
// 1.99) nothing is registered and "Add MCP Server to an Agent…" writes .vscode/mcp.json instead.
import * as vscode from 'vscode';
import { launcherTarget } from './commandLineTool';

/** The parts of the 1.101 API we use (not in @types/vscode 1.99). */
interface McpApi {
  registerMcpServerDefinitionProvider(id: string, provider: { provideMcpServerDefinitions(): unknown[] }): vscode.Disposable;
}
type McpStdioCtor = new (label: string, command: string, args?: string[], env?: Record<string, string | number | null>, version?: string) => unknown;

export const MCP_PROVIDER_ID = 'learnings.mcp';

export function registerMcpProvider(context: vscode.ExtensionContext, roots: () => readonly string[], log: (line: string) => void): vscode.Disposable | undefined {
  const lm = (vscode as unknown as { lm?: Partial<McpApi> }).lm;
  const Stdio = (vscode as unknown as { McpStdioServerDefinition?: McpStdioCtor }).McpStdioServerDefinition;
  if (typeof lm?.registerMcpServerDefinitionProvider !== 'function' || typeof Stdio !== 'function') {
    log('MCP: this VS Code has no MCP server API; use "Learnings: Add MCP Server to an Agent…"');
    return undefined;
  }
  return lm.registerMcpServerDefinitionProvider(MCP_PROVIDER_ID, {
    provideMcpServerDefinitions: () => {
      const t = launcherTarget(context.extensionPath);
      const root = roots()[0];
      const args = [t.cli, ...(root ? ['--root', root] : []), 'mcp'];
      return [new Stdio('Learnings', t.node, args, t.electron ? { ELECTRON_RUN_AS_NODE: '1' } : {}, String(context.extension.packageJSON.version ?? ''))];
    },
  });
}
