// The dashboard page: an empty shell, a strict Content-Security-Policy and one nonce'd script.
// Nothing data-dependent is ever put into this HTML — learnings arrive later as messages and the
// webview renders them with textContent — so the only values interpolated here are URIs and the nonce.
import { randomBytes } from 'node:crypto';

export interface DashboardHtmlInputs {
  /** webview.cspSource */
  cspSource: string;
  /** webview.asWebviewUri(media/dashboard.js) as a string */
  scriptUri: string;
  /** webview.asWebviewUri(media/dashboard.css) as a string */
  styleUri: string;
  nonce: string;
}

/** 128 random bits, base64: unguessable per page load, as a CSP nonce must be. */
export function makeNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [`default-src 'none'`, `style-src ${cspSource}`, `script-src 'nonce-${nonce}'`, `img-src ${cspSource}`].join('; ');
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function dashboardHtml(i: DashboardHtmlInputs): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attr(contentSecurityPolicy(i.cspSource, i.nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${attr(i.styleUri)}">
<title>Learnings Dashboard</title>
</head>
<body>
<main id="app" aria-busy="true"><p class="muted">Loading learnings…</p></main>
<script nonce="${attr(i.nonce)}" src="${attr(i.scriptUri)}"></script>
</body>
</html>`;
}
