// YAML (`---`) or TOML (`+++`) front matter as remark-frontmatter reads it: an opening fence of
// exactly three markers (trailing spaces or tabs allowed) on the first line, after an optional
// BOM, up to the first closing fence of the same kind. Without a closing fence it is no front matter.

/** End offset (after the closing fence, before its line ending) of the front matter, or -1. */
export function frontMatterEnd(text: string): number {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fence = text.startsWith('---', bom) ? '---' : text.startsWith('+++', bom) ? '+++' : '';
  if (!fence) return -1;
  let pos = bom;
  let first = true;
  while (pos < text.length) {
    const nl = nextLineBreak(text, pos);
    const line = text.slice(pos, nl);
    if (isFence(line, fence)) {
      if (!first) return pos + line.length;
    } else if (first) return -1;
    first = false;
    if (nl >= text.length) break;
    pos = nl + (text.charCodeAt(nl) === 13 && text.charCodeAt(nl + 1) === 10 ? 2 : 1);
  }
  return -1;
}

function isFence(line: string, fence: string): boolean {
  return line.startsWith(fence) && /^[ \t]*$/.test(line.slice(3));
}

/** Offset of the next \n, \r or \r\n at or after pos (text.length when none). */
export function nextLineBreak(text: string, pos: number): number {
  for (let i = pos; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return text.length;
}
