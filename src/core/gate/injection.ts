// Prompt-injection screen at capture (DESIGN.md "Gate"): a learning is text an agent will later READ as
// guidance, so text that instructs an agent to drop its instructions, take a new identity, run a downloaded
// script or ship data elsewhere is quarantined — kept for a person to review, never promoted. The rules are
// the outbound trust check's (core/trust.ts), so a full-width, zero-width or look-alike variant caught at an
// exit is caught here too.
import { harmfulKinds } from '../trust';

export interface InjectionFinding {
  kind: string;
}

/** Every injection kind found in the text (each kind once). Empty = not an instruction to an agent. */
export function detectInjection(text: string): InjectionFinding[] {
  return harmfulKinds(text).map((kind) => ({ kind }));
}
