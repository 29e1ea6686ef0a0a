// The demo's learnings are dated around this day; pinning the clock keeps their scores (and the tests) fixed.
export const DEMO_NOW = '2026-11-28T12:00:00Z';
