// What a block or a line of prose *is* when it is not prose: machine payloads, command lines,
// parser anchors of the seeds. The engine's segmenter and the contract checker both classify
// with these (the vocabulary of protected kinds), while each finds blocks with its own parser.

/** A line that is run literally: a shell prompt or a common command. */
export const COMMAND_LINE = /^\s*(?:\$ |git |npm |npx |node |gh |pnpm |yarn |bash |curl |docker |cargo |pip3? |python3? )/;

/** Keys of a workdoc Planned block and of the cross-audit evidence footer. */
export const WORKDOC_KEY = /^\s*(?:allowed_scope|failing_test_cmd|expected_failure_pattern|expected_pass_pattern|passing_test_cmd|evidence_class|evidence_blockers):/;

/** A `key: value` line of a YAML payload. */
export const YAMLISH = /^\s*(?:- )?["']?[\w.\-/]+["']?:(?:\s|$)/;

/** Banner headings of the seeds: the block runs to the next H1/H2, rule or end. */
export const BANNER = /^⏸ (?:AWAITING YOUR INPUT|APPROVAL REQUIRED)/;

export const REASONS = {
  json: 'JSON payload: machine-read, kept byte-exact',
  yaml: 'YAML payload: machine-read, kept byte-exact',
  workdoc: 'workdoc Planned-block keys: parsed by the compliance checker',
  tsv: 'TSV row: column count and delimiters are a contract',
  command: 'command line: run literally',
  banner: 'banner block: parsed byte-exact with its glyph',
  code: 'inline code: kept byte-exact',
} as const;

/** A JSON object or array (a paragraph or list item that machines read). */
export function isJsonBlock(body: string): boolean {
  const first = body.trimStart()[0];
  if ((first !== '{' && first !== '[') || body.length > 200_000) return false;
  try {
    const v: unknown = JSON.parse(body);
    return typeof v === 'object' && v !== null;
  } catch {
    return false;
  }
}

/** A paragraph of two or more lines that are all workdoc keys. */
export function isWorkdocBlock(lines: readonly string[]): boolean {
  return lines.length >= 2 && lines.every((l) => WORKDOC_KEY.test(l));
}

/**
 * A paragraph of two or more `key: value` lines, keys unique as a YAML mapping's are ("Con: …" twice
 * is a list of the author's points, not a payload; "- key:" lines start items and may repeat).
 */
export function isYamlBlock(lines: readonly string[]): boolean {
  if (lines.length < 2 || !lines.every((l) => YAMLISH.test(l))) return false;
  const keys = new Set<string>();
  for (const l of lines) {
    if (/^\s*- /.test(l)) continue;
    const k = l.trim().split(':')[0];
    if (keys.has(k)) return false;
    keys.add(k);
  }
  return true;
}

/** A line with a tab inside its text is a TSV row. */
export function isTsvLine(line: string): boolean {
  return line.trim().includes('\t');
}

/** Classify a paragraph (its lines without container prefixes): a payload or anchor block, or null for prose. */
export function classifyParagraph(body: string, lines: readonly string[]): { kind: 'payload' | 'anchor'; reason: string } | null {
  if (isJsonBlock(body)) return { kind: 'payload', reason: REASONS.json };
  if (isWorkdocBlock(lines)) return { kind: 'anchor', reason: REASONS.workdoc };
  if (isYamlBlock(lines)) return { kind: 'payload', reason: REASONS.yaml };
  return null;
}
