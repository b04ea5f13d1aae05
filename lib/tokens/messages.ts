// Messages between the playground's main thread and the token worker (lib/tokens/worker.ts).
import type { Intensity, Profile, ProtectedSpan, RuleGroup, SkippedRegion } from 'caveman-compress/internals/types';
import type { EncodingName } from 'caveman-compress/tokens';
import type { RepairResult } from 'caveman-compress/internals/sentence-repair';

/** Load (or confirm loaded) an encoding. */
export interface LoadRequest {
  type: 'load';
  id: number;
  encoding: EncodingName;
}

/** Count tokens of several texts, keyed by the caller's names (e.g. pane ids). */
export interface CountRequest {
  type: 'count';
  id: number;
  encoding: EncodingName;
  texts: Record<string, string>;
  /** Also count the prose of this input (its text outside these spans and regions) as `prose`. */
  prose?: ProseOf;
}

/** An input with its protected spans and kept-verbose regions (the core's proseText takes them). */
export interface ProseOf {
  input: string;
  protected: ProtectedSpan[];
  skipped: SkippedRegion[];
}

/**
 * Per-rule-group token savings of one output, as the core defines them (each group's edits
 * reverted within its prose unit, counted with this encoding): the token worker runs the
 * core's compress() with its counter.
 */
export interface SavingsRequest {
  type: 'savings';
  id: number;
  encoding: EncodingName;
  text: string;
  /** The active profile object (rule edits applied). */
  profile: Profile;
  intensity: Intensity;
}

/** Token boundaries (UTF-16 end offsets of each token) for the token-boundary view. */
export interface BoundariesRequest {
  type: 'boundaries';
  id: number;
  encoding: EncodingName;
  text: string;
  /** Stop after this many tokens (the view only needs what can be drawn). */
  limit: number;
}

/**
 * Repair a pasted compression (the checker's Repair action): the core's repair() with this
 * worker's counter, so the page shows the text and the token figures `caveman repair` prints.
 */
export interface RepairRequest {
  type: 'repair';
  id: number;
  encoding: EncodingName;
  verbose: string;
  compressed: string;
  profile: Profile;
  intensity: Intensity;
}

export type TokenWorkerIn = LoadRequest | CountRequest | SavingsRequest | BoundariesRequest | RepairRequest;

export type TokenWorkerOut =
  | { type: 'loaded'; id: number; encoding: EncodingName; ms: number }
  | { type: 'counts'; id: number; encoding: EncodingName; counts: Record<string, number>; ms: number }
  | {
      type: 'savings';
      id: number;
      encoding: EncodingName;
      intensity: Intensity;
      savings: Partial<Record<RuleGroup, number>>;
      ms: number;
    }
  | { type: 'boundaries'; id: number; encoding: EncodingName; ends: number[]; truncated: boolean }
  | { type: 'repaired'; id: number; encoding: EncodingName; result: RepairResult; summary: string }
  | WorkerErrorResponse;

/** Either worker's answer to a request it could not serve. */
export interface WorkerErrorResponse {
  type: 'error';
  id: number;
  message: string;
}

/*
 * The tokenizer's downloads (its WASM and an encoding's ranks) are fetched once per page, by a
 * worker of their own (lib/tokens/assets.worker.ts), and shared by the token worker and the
 * compression worker: the page (lib/tokens/assetsHub.ts) gives each of them one end of a
 * MessageChannel whose other end it hands to the downloads worker, and a worker's encoder
 * (lib/tokens/encoder.ts) asks over it. The main thread never touches the bytes.
 */

/** Page -> token or compression worker, before any request: its end of the channel. */
export interface AssetPortMessage {
  type: 'tokenizerAssets';
  port: MessagePort;
}

export function isAssetPortMessage(x: unknown): x is AssetPortMessage {
  return typeof x === 'object' && x !== null && (x as { type?: unknown }).type === 'tokenizerAssets';
}

/** Page -> downloads worker: answer the asks arriving on this port. */
export interface AssetServeMessage {
  type: 'serve';
  port: MessagePort;
}

/** Worker -> downloads worker, on the channel: what the worker needs to build an encoding's encoder. */
export interface AssetRequest {
  id: number;
  encoding: EncodingName;
}

/** An encoding's ranks file as tiktoken ships it (encoders/<name>.json). */
export interface RanksFile {
  bpe_ranks: string;
  special_tokens: Record<string, number>;
  pat_str: string;
}

/** What a worker builds an encoder from: the WASM compiled once, the ranks parsed once. */
export interface TokenizerDownloads {
  wasm: WebAssembly.Module;
  ranks: RanksFile;
}

/**
 * Downloads worker -> worker, on the channel. A WebAssembly.Module is cloned without copying its
 * code; the ranks (one 1-2.3 MB string) are copied, so the downloads worker keeps them for a
 * restarted compression worker.
 */
export type AssetResponse = ({ id: number; ok: true } & TokenizerDownloads) | { id: number; ok: false; message: string };
