// Writes an agent's MCP configuration so it starts `learnings mcp`, surgically: only our server's
// entry is added or replaced, comments and formatting elsewhere stay as the person wrote them, and a
// file that already says exactly this is not written at all.
//   claude → <root>/.mcp.json            {"mcpServers": {"learnings": {"command", "args"}}}
//   vscode → <root>/.vscode/mcp.json     {"servers": {"learnings": {"type": "stdio", "command", "args"}}} (JSON with comments)
//   codex  → $CODEX_HOME/config.toml (default ~/.codex/config.toml)   [mcp_servers.learnings] command = … args = […]
import { homedir } from 'node:os';
import { join } from 'node:path';
import { applyEdits, modify, parse, type ParseError, printParseErrorCode } from 'jsonc-parser';
import { editFile } from '../../store/safeWrite';
import { resolveInside } from '../../store/paths';

export type McpAgent = 'claude' | 'vscode' | 'codex';
export const MCP_AGENTS: readonly McpAgent[] = ['claude', 'vscode', 'codex'];
export const MCP_SERVER_NAME = 'learnings';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the agent's MCP configuration lives: in the project for Claude Code and VS Code, per user for Codex. */
export function mcpConfigPath(agent: McpAgent, root: string, env: Env = process.env): string {
  if (agent === 'codex') return join(env.CODEX_HOME || join(homedir(), '.codex'), 'config.toml');
  return resolveInside(root, agent === 'claude' ? '.mcp.json' : '.vscode/mcp.json');
}

/** `text` (a JSON or JSON-with-comments file, possibly empty) with our server entry set. Throws on a file it cannot read. */
export function withJsonServer(agent: 'claude' | 'vscode', text: string | undefined, file: string, command: string, args: readonly string[]): string {
  const src = text ?? '';
  const errors: ParseError[] = [];
  const doc: unknown = src.trim() ? parse(src, errors, { allowTrailingComma: true }) : {};
  if (errors.length) {
    const line = src.slice(0, errors[0].offset).split('\n').length;
    throw new Error(`${file}:${line}: ${printParseErrorCode(errors[0].error)}; fix it or move it aside, nothing was written`);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error(`${file}:1: expected a JSON object; nothing was written`);
  const key = agent === 'claude' ? 'mcpServers' : 'servers';
  const entry = agent === 'claude' ? { command, args: [...args] } : { type: 'stdio', command, args: [...args] };
  const existing = (doc as Record<string, Record<string, unknown> | undefined>)[key]?.[MCP_SERVER_NAME];
  if (JSON.stringify(existing) === JSON.stringify(entry)) return src;
  const indent = /^\{\r?\n(\t| +)\S/.exec(src)?.[1];
  const base = src.trim() ? src : '{}\n';
  const edits = modify(base, [key, MCP_SERVER_NAME], entry, {
    formattingOptions: { insertSpaces: indent !== '\t', tabSize: indent && indent !== '\t' ? indent.length : 2, eol: base.includes('\r\n') ? '\r\n' : '\n' },
  });
  return applyEdits(base, edits);
}

const tomlString = (s: string) => JSON.stringify(s); // a TOML basic string is a JSON string for what we write

/**
 * `text` (a TOML file, possibly empty) with our `[mcp_servers.learnings]` table set: the table is
 * replaced where it is (up to the next table header), or appended; every other line is kept.
 */
export function withTomlServer(text: string | undefined, command: string, args: readonly string[]): string {
  const src = text ?? '';
  const eol = src.includes('\r\n') ? '\r\n' : '\n';
  const table = [`[mcp_servers.${MCP_SERVER_NAME}]`, `command = ${tomlString(command)}`, `args = [${args.map(tomlString).join(', ')}]`];
  const lines = src === '' ? [] : src.split(/\r?\n/);
  const header = new RegExp(`^\\s*\\[\\s*mcp_servers\\s*\\.\\s*(?:${MCP_SERVER_NAME}|"${MCP_SERVER_NAME}")\\s*\\]\\s*(#.*)?$`);
  const start = lines.findIndex((l) => header.test(l));
  if (start < 0) {
    const body = src === '' ? '' : src.endsWith('\n') ? `${src}${eol}` : `${src}${eol}${eol}`;
    return `${body}${table.join(eol)}${eol}`;
  }
  let end = lines.findIndex((l, i) => i > start && /^\s*\[/.test(l));
  if (end < 0) end = lines.length;
  // Keep the blank lines and comments that separate our table from the next one.
  while (end - 1 > start && /^\s*(#.*)?$/.test(lines[end - 1])) end -= 1;
  return [...lines.slice(0, start), ...table, ...lines.slice(end)].join(eol);
}

/** Writes the agent's MCP config; resolves to the file and whether it changed. */
export async function installMcp(agent: McpAgent, root: string, command: string, args: readonly string[] = ['mcp'], env: Env = process.env): Promise<{ file: string; changed: boolean }> {
  const file = mcpConfigPath(agent, root, env);
  const r = await editFile(file, (old) => (agent === 'codex' ? withTomlServer(old, command, args) : withJsonServer(agent, old, file, command, args)));
  return { file, changed: r.changed };
}
