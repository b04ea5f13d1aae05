// Line and column of an offset in a text, 1-based, by a binary search over its line starts (built
// once per text): the Explain list's line numbers and the checker's places.

export interface LineCol {
  line: number;
  col: number;
}

/** A function from an offset of `text` to its line and column (1-based; columns in UTF-16 units). */
export function lineIndex(text: string): (offset: number) => LineCol {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - starts[lo] + 1 };
  };
}
