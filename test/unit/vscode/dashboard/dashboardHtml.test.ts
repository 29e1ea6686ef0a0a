import assert from 'node:assert/strict';
import { contentSecurityPolicy, dashboardHtml, makeNonce } from '../../../../src/vscode/dashboard/dashboardHtml';

describe('dashboard HTML', () => {
  const csp = 'https://file+.vscode-resource.vscode-cdn.net';
  const html = dashboardHtml({ cspSource: csp, scriptUri: 'https://x/media/dashboard.js', styleUri: 'https://x/media/dashboard.css', nonce: 'abc123+/=' });

  it('carries the strict CSP: nothing by default, styles and images from the webview source, scripts by nonce', () => {
    const m = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
    assert.ok(m, 'CSP meta present');
    assert.equal(m[1], `default-src 'none'; style-src ${csp}; script-src 'nonce-abc123+/='; img-src ${csp}`);
    assert.equal(contentSecurityPolicy(csp, 'n'), `default-src 'none'; style-src ${csp}; script-src 'nonce-n'; img-src ${csp}`);
  });

  it('has exactly one script, loaded from media with the nonce, and no inline script or style', () => {
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    assert.deepEqual(scripts, ['<script nonce="abc123+/=" src="https://x/media/dashboard.js">']);
    assert.doesNotMatch(html, /<style\b|\sstyle=|\son[a-z]+=/i);
  });

  it('escapes attribute values so a hostile URI cannot break out', () => {
    const evil = dashboardHtml({ cspSource: csp, scriptUri: 'x" onload="alert(1)', styleUri: 's', nonce: 'n' });
    assert.doesNotMatch(evil, /" onload="/);
    assert.match(evil, /x&quot; onload=&quot;alert\(1\)/);
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const seen = new Set(Array.from({ length: 50 }, () => makeNonce()));
    assert.equal(seen.size, 50);
    for (const n of seen) assert.equal(Buffer.from(n, 'base64').length, 16);
  });
});
