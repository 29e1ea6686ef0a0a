// The quality gate as a person sees it: the admission settings in force, decisions by window, history by day.
import { resolveAdmissionConfig, THRESHOLD_FLOOR, type AdmissionConfig } from '../../core/gate/admission';
import { admissionConfigFor, gateHistory as readHistory, gateStats as readStats, type GateDay, type GateStats } from '../../store/gateAudit';
import type { UseCaseContext } from './context';

/** The admission config a capture into the capture root would use (settings, the root's overrides, environment). */
export function admissionConfig(ctx: UseCaseContext): AdmissionConfig {
  const root = ctx.captureRoot();
  const settings = ctx.settings.admissionThreshold !== undefined ? { threshold: ctx.settings.admissionThreshold } : undefined;
  return root ? admissionConfigFor(root, settings, ctx.env, (m) => ctx.log(m)) : resolveAdmissionConfig({ settings, env: ctx.env }, (m) => ctx.log(m));
}

export function gateStats(ctx: UseCaseContext): GateStats | undefined {
  const root = ctx.captureRoot();
  return root ? readStats(root, ctx.now(), admissionConfig(ctx)) : undefined;
}

export function gateHistory(ctx: UseCaseContext): GateDay[] {
  const root = ctx.captureRoot();
  return root ? readHistory(root, ctx.now(), admissionConfig(ctx)) : [];
}

export { THRESHOLD_FLOOR };
