// Records every request the browser makes (workbench, webview frames, their service workers) so a
// test can say no request left for a host it did not expect. Register it BEFORE the thing under test
// opens: requests made earlier are not seen.
import type { BrowserContext, Request } from 'playwright-core';

export interface SeenRequest {
  url: string;
  /** The URL of the frame that made it ('' for a service worker or when the frame is gone). */
  frameUrl: string;
  /** 'workbench' when the page's top frame made it; 'webview' for any inner frame or worker (a webview's content and its service worker). */
  from: 'workbench' | 'webview';
}

export interface RequestLog {
  readonly requests: readonly SeenRequest[];
  /**
   * Requests to anything but `allowedOrigin` (the code-server origin) and the webview's own schemes and hosts.
   * `workbenchHosts` are further hosts the workbench's top frame (never a webview) may reach.
   */
  leaving(allowedOrigin: string, workbenchHosts?: readonly string[]): SeenRequest[];
}

/** Webview resources are fetched as https://*.vscode-resource.vscode-cdn.net/... and answered by the webview's service worker. */
const WEBVIEW_HOST = /(^|\.)vscode-(resource|cdn|webview)\.vscode-cdn\.net$|(^|\.)vscode-cdn\.net$/;
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'vscode-webview:', 'vscode-resource:', 'vscode-file:', 'about:', 'chrome-extension:']);

function whoAsked(r: Request): Pick<SeenRequest, 'frameUrl' | 'from'> {
  try {
    const f = r.frame();
    return { frameUrl: f.url(), from: f.parentFrame() === null ? 'workbench' : 'webview' };
  } catch {
    return { frameUrl: '', from: 'webview' }; // a service worker's request has no frame
  }
}

export function recordRequests(context: BrowserContext): RequestLog {
  const requests: SeenRequest[] = [];
  context.on('request', (r) => requests.push({ url: r.url(), ...whoAsked(r) }));
  return {
    requests,
    leaving(allowedOrigin, workbenchHosts = []) {
      const allowed = new URL(allowedOrigin);
      return requests.filter(({ url, from }) => {
        let u: URL;
        try {
          u = new URL(url);
        } catch {
          return true;
        }
        if (LOCAL_SCHEMES.has(u.protocol)) return false;
        if (u.host === allowed.host) return false;
        if (from === 'workbench' && workbenchHosts.includes(u.hostname)) return false;
        return !WEBVIEW_HOST.test(u.hostname);
      });
    },
  };
}
