// The store page and the npm package, checked from package.json without packaging: what vsce and
// Open VSX require is present, what ships is listed, and nothing is left to install at run time.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPO = resolve(__dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));

describe('store-ready manifest', () => {
  it('has a 128×128 PNG icon, categories, keywords, links, license, changelog and a prepublish build', () => {
    const png = readFileSync(join(REPO, pkg.icon));
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [128, 128], 'IHDR width × height');
    assert.ok(pkg.categories.length > 0 && pkg.keywords.length >= 5 && pkg.keywords.length <= 30);
    assert.match(pkg.repository.url, /^https:\/\/github\.com\/[^/]+\/[^/]+\.git$/, 'vsce rewrites README images against a GitHub repository');
    assert.match(pkg.bugs.url, /^https:\/\//);
    assert.match(pkg.homepage, /^https:\/\//);
    assert.equal(pkg.private, undefined, 'publishable');
    const license = readFileSync(join(REPO, 'LICENSE'), 'utf8');
    assert.match(license, /^MIT License\n\nCopyright \(c\) \d{4} \S/);
    assert.match(license, /THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND/);
    assert.match(readFileSync(join(REPO, 'CHANGELOG.md'), 'utf8'), /^# Changelog/);
    assert.match(pkg.scripts['vscode:prepublish'], /build\.mjs --production/);
    assert.match(pkg.scripts.prepack, /build\.mjs --production/);
    assert.doesNotMatch(pkg.scripts.package, /--allow|--no-rewrite|--no-dependencies/, 'npm run package needs no flags');
    assert.deepEqual(pkg.extensionKind, ['workspace']);
  });

  it('has no runtime dependencies (the bundles carry them) and ships only what runs', () => {
    assert.equal(pkg.dependencies, undefined);
    assert.equal(existsSync(join(REPO, '.vscodeignore')), false, 'vsce refuses .vscodeignore next to "files"');
    for (const f of pkg.files as string[]) assert.match(f, /^(dist\/[\w-]+\.js|media\/[\w/*.-]+|CHANGELOG\.md|LICENSE)$/, f);
    assert.ok(!(pkg.files as string[]).some((f) => /\.map$|^src|^test|^scripts|node_modules/.test(f)));
    for (const f of ['dist/extension.js', 'dist/cli.js', 'dist/cli-main.js']) assert.ok(pkg.files.includes(f), f);
    assert.equal(pkg.bin.learnings, './dist/cli.js');
  });

  it('the walkthrough steps open commands the extension contributes and media that ships', () => {
    const commands = new Set(pkg.contributes.commands.map((c: { command: string }) => c.command));
    const [walkthrough] = pkg.contributes.walkthroughs;
    assert.deepEqual(walkthrough.steps.map((s: { id: string }) => s.id), ['installCli', 'setupHooks', 'dashboard', 'promote', 'codeLens']);
    for (const step of walkthrough.steps) {
      for (const [, id] of step.description.matchAll(/\(command:([\w.]+)\)/g)) assert.ok(commands.has(id), `${step.id}: ${id}`);
      assert.ok(existsSync(join(REPO, step.media.markdown)), step.media.markdown);
      assert.ok(pkg.files.includes('media/walkthrough/*.md'));
      for (const ev of step.completionEvents) assert.ok(commands.has(ev.replace(/^onCommand:/, '')), ev);
    }
  });

  it('contributes the MCP server provider id the extension registers', () => {
    assert.deepEqual(pkg.contributes.mcpServerDefinitionProviders.map((p: { id: string }) => p.id), ['learnings.mcp']);
    assert.match(readFileSync(join(REPO, 'src/vscode/mcpProvider.ts'), 'utf8'), /MCP_PROVIDER_ID = 'learnings\.mcp'/);
  });
});
