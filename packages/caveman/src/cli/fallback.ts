// The fallback log of the seed loops (Forge, Cavekit): when a downstream reader cannot act on a
// compressed artifact, it is regenerated verbose and one line goes into the loop's state.md, under
// the profile's heading. Cavekit reads those lines back: 3 or more of one category in a session
// clamp that category to lite. Pure functions over the file's text; packages/caveman/src/cli/cli.ts reads and writes it.

/** How each seed writes its fallback lines: the section heading and one line's shape. */
export const FALLBACK_LOGS = {
  forge: { heading: 'Caveman Fallbacks', line: (e: FallbackEntry) => `- ${e.task} ${e.intensity ?? 'full'} -> verbose: ${e.reason}` },
  cavekit: { heading: 'Caveman fallbacks', line: (e: FallbackEntry) => `- ${minute(e.at)} ${e.task} ${e.category ?? 'artifact'} fallback: ${e.reason}` },
} as const;
export type FallbackLog = keyof typeof FALLBACK_LOGS;
export const FALLBACK_LOG_IDS = Object.keys(FALLBACK_LOGS) as FallbackLog[];

export interface FallbackEntry {
  task: string;
  reason: string;
  /** The intensity the artifact had (Forge's {mode}). */
  intensity?: string;
  /** The artifact category (Cavekit: verifier, reviewer, summary ...). */
  category?: string;
  at: Date;
}

/** "2026-04-17T12:34Z": Cavekit's timestamp, to the minute, in UTC. */
function minute(d: Date): string {
  return d.toISOString().slice(0, 16) + 'Z';
}

const headingRe = (heading: string) => new RegExp(`^(#{1,6})[ \\t]+${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[ \\t]*#*[ \\t]*$`, 'im');

/**
 * `text` with the entry's line appended at the end of the profile's fallback section (made, as
 * "## <heading>", at the end of the file when missing). Every other byte stays as it was.
 */
export function appendFallback(text: string, log: FallbackLog, entry: FallbackEntry): string {
  const { heading, line } = FALLBACK_LOGS[log];
  const row = line(entry);
  const nl = text.includes('\r\n') ? '\r\n' : '\n';
  const m = headingRe(heading).exec(text);
  if (!m) {
    const sep = text === '' ? '' : text.endsWith('\n') ? nl : nl + nl;
    return `${text}${sep}## ${heading}${nl}${nl}${row}${nl}`;
  }
  // the section runs to the next heading of the same or a higher level, or the end
  const level = m[1].length;
  const bodyStart = m.index + m[0].length;
  const next = new RegExp(`^#{1,${level}}[ \\t]`, 'm');
  const rest = text.slice(bodyStart);
  const n = next.exec(rest);
  const sectionEnd = n ? bodyStart + n.index : text.length;
  // after the section's last non-blank line
  const section = text.slice(bodyStart, sectionEnd);
  const trimmed = section.replace(/\s+$/, '');
  const at = bodyStart + trimmed.length;
  const after = text.slice(at);
  const lead = trimmed === '' ? `${nl}${nl}` : nl;
  // what follows the section's last line (blank lines, the next heading) stays as it was
  return `${text.slice(0, at)}${lead}${row}${after === '' ? nl : after}`;
}

/** The fallback lines of `category` in the Cavekit section of a state.md (the 3-fallback clamp). */
export function countFallbacks(text: string, category: string): number {
  const m = headingRe(FALLBACK_LOGS.cavekit.heading).exec(text);
  if (!m) return 0;
  const level = m[1].length;
  const rest = text.slice(m.index + m[0].length);
  const n = new RegExp(`^#{1,${level}}[ \\t]`, 'm').exec(rest);
  const section = n ? rest.slice(0, n.index) : rest;
  const want = category.toLowerCase();
  let count = 0;
  for (const l of section.split(/\r?\n/)) {
    const x = /^[-*][ \t]+\S+[ \t]+\S+[ \t]+(\S+)[ \t]+fallback:/i.exec(l.trim());
    if (x && x[1].toLowerCase() === want) count++;
  }
  return count;
}
