// The selection inputs of SPEC §2 as the CLI's options and the MCP tools' arguments name them,
// turned into selectIntensity's input: one place, so the command and the server select alike.
import type { Intensity, SelectionInput } from '../lib/caveman/types';
import type { Depth } from '../lib/caveman/types';

export interface SelectionArgs {
  /** Remaining budget in percent. */
  budget?: number;
  depth?: Depth;
  phase?: string;
  mode?: 'on' | 'off';
  explicit?: Intensity;
  securitySensitive?: boolean;
  fallbacks?: number;
}

export function selectionInputOf(args: SelectionArgs, text: string | undefined): SelectionInput {
  return {
    remaining: args.budget ?? null,
    depth: args.depth ?? null,
    phase: args.phase ?? null,
    mode: args.mode,
    explicit: args.explicit ?? null,
    securitySensitive: args.securitySensitive,
    fallbacks: args.fallbacks,
    text,
  };
}
