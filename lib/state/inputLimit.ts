// The largest input the playground compresses. Past it the text is kept and counted, but not
// compressed: a new text of this size already costs the page long tasks while its outputs are
// drawn (about 0.3 s at 100 KB, 0.8-1 s at 250 KB, 2-3 s at 1 MB on the CI machine), most of it
// garbage collection of the outputs' marks. `caveman compress` has no limit.
export const INPUT_LIMIT = 256 * 1024;

/** Inputs this large are counted in pieces, with progress on screen. */
export const COUNT_IN_PIECES_ABOVE = 512 * 1024;

export function overInputLimit(input: string): boolean {
  return input.length > INPUT_LIMIT;
}

/** "5.0 MB", "256 KB", "812 characters": a size in UTF-16 units as people read it (1 KB = 1024). */
export function sizeLabel(chars: number): string {
  if (chars < 1024) return `${chars} characters`;
  if (chars < 1024 * 1024) return `${Math.round(chars / 1024)} KB`;
  return `${(chars / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Inputs up to this many characters have their outputs checked against them as soon as typing
 * pauses (the panes' badges); a longer one on request, since its three checks hold the
 * compression worker for a second or more, and a keystroke would wait for them.
 */
export const SELF_CHECK_LIMIT = 64_000;
