// The dashboard webview (bundled to media/dashboard.js).
export {};
