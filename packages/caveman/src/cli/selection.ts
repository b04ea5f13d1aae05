// The selection inputs of SPEC §2 as the CLI's options and the MCP tools' arguments name them,
// turned into selectIntensity's input: one place, so the command and the server select alike.
import type { Intensity, SelectionInput, TerseState } from 'caveman-compress/internals';
import type { Depth } from 'caveman-compress/internals';

export interface SelectionArgs {
  /** Remaining budget in percent. */
  budget?: number;
  depth?: Depth;
  phase?: string;
  mode?: 'on' | 'off';
  explicit?: Intensity;
  securitySensitive?: boolean;
  fallbacks?: number;
  /** godmode's session state, for the terse switch. */
  terse?: TerseState;
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
    terse: args.terse ?? null,
    text,
  };
}
