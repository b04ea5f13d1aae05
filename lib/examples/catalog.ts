// The examples gallery (SPEC §6 Teaching): the §5 test vectors and the realistic artifacts of
// fixtures/artifacts (bundled by scripts/gen-examples.mjs), each with a title, a one-line
// description, its kind, and the profile it needs. Loading one sets the playground's input (and
// the profile when `profile` is set).
import type { Intensity } from 'caveman-compress/internals/types';
import { ARTIFACTS } from './artifacts';
import { VECTORS, type SeedOutput } from './vectors';

export type ExampleGroup = 'vector' | 'artifact';

export interface Example {
  /** Stable id: `vector-<n>` or the artifact's file name without extension. */
  id: string;
  group: ExampleGroup;
  title: string;
  /** One line. */
  description: string;
  /** What the example is: "test vector", "handoff note", "review report" … */
  kind: string;
  text: string;
  /** Profile the example needs; loading it switches the playground to it. */
  profile?: string;
  /** The intensities the example is about (vectors). */
  intensities?: Intensity[];
  /** Seed outputs written by people (vectors). */
  seed?: SeedOutput[];
  /** fixtures/artifacts file the text comes from (artifacts). */
  file?: string;
}

interface ArtifactMeta {
  file: string;
  title: string;
  kind: string;
  description: string;
  profile?: string;
}

/** Gallery metadata of every artifact in fixtures/artifacts (a test checks none is missing). */
export const ARTIFACT_META: readonly ArtifactMeta[] = [
  {
    file: 'handoff-note.md',
    title: 'Handoff: session refresh',
    kind: 'handoff note',
    description: 'Executor-to-executor handoff with paths, a branch, a TypeScript block and npm commands.',
  },
  {
    file: 'review-report.md',
    title: 'Review: rate limiting PR',
    kind: 'review report',
    description: 'Findings X1–X11, @codex / @senior tags, a P0/P1/P2 severity table and versions.',
  },
  {
    file: 'pr-description.md',
    title: 'PR: rotate refresh tokens',
    kind: 'PR description',
    description: 'feat(auth): title, a diff block, a test-plan checklist, URLs and issue refs.',
    profile: 'ai-dev-team',
  },
  {
    file: 'status-lines.md',
    title: 'Optimization loop log',
    kind: 'status lines',
    description: 'Eleven "Round N: …" status lines and Builder Agent Reports, compressed by terse.',
    profile: 'terse',
  },
  {
    file: 'skill-file.md',
    title: 'SKILL.md: migration reviewer',
    kind: 'skill file',
    description: 'YAML front matter kept byte-exact, procedure and rule lists, a severity table.',
  },
  {
    file: 'log-with-markers.md',
    title: 'Workdoc with log markers',
    kind: 'log with markers',
    description: 'Planned-block keys, - [ ] Step N:, an AWAITING YOUR INPUT banner, the six log markers.',
    profile: 'ai-dev-team',
  },
  {
    file: 'security-warning.md',
    title: 'Status with security warnings',
    kind: 'security warning',
    description: 'Leaked credential, force-push / DROP TABLE / rm -rf and a stack trace: kept verbose.',
  },
  {
    file: 'table-heavy-report.md',
    title: 'Benchmark and coverage report',
    kind: 'table-heavy report',
    description: 'Three GFM tables whose cells hold prose and numbers with units.',
  },
  {
    file: 'context-bundle.md',
    title: 'Cavekit context bundle',
    kind: 'context bundle',
    description: 'Unfenced JSON payload and tab-separated results, kept as machine payloads.',
    profile: 'cavekit',
  },
  {
    file: 'verifier-notes.md',
    title: 'Verifier gap analysis',
    kind: 'verifier notes',
    description: 'Nested lists, block quotes, env vars, flags, error codes and a commit hash.',
  },
  {
    file: 'cavecrew-refusals.md',
    title: 'cavecrew refusals',
    kind: 'refusal log',
    description: 'too-big. / ambiguous. / needs-confirm. / regressed. lines kept whole as anchors.',
    profile: 'cavecrew',
  },
  {
    file: 'plain-text-note.txt',
    title: 'Plain-text on-call note',
    kind: 'plain text',
    description: 'No markdown at all: paragraphs, an e-mail address and URLs.',
  },
];

const levels = (l: Intensity[]) => l.join(' / ');


export const VECTOR_EXAMPLES: readonly Example[] = VECTORS.map((v) => ({
  id: `vector-${v.n}`,
  group: 'vector',
  title: `Vector ${v.n} · ${v.name}`,
  description: v.note,
  kind: `test vector · ${levels(v.intensities)}`,
  text: v.input,
  profile: v.profile,
  intensities: v.intensities,
  seed: v.seed,
}));

export const ARTIFACT_EXAMPLES: readonly Example[] = ARTIFACT_META.map((m) => {
  const text = ARTIFACTS[m.file];
  if (text === undefined) throw new Error(`examples: fixtures/artifacts/${m.file} is not in lib/examples/artifacts.ts`);
  return {
    id: m.file.replace(/\.[^.]+$/, ''),
    group: 'artifact',
    title: m.title,
    description: m.description,
    kind: m.kind,
    text,
    file: m.file,
    ...(m.profile ? { profile: m.profile } : {}),
  };
});

export const EXAMPLES: readonly Example[] = [...VECTOR_EXAMPLES, ...ARTIFACT_EXAMPLES];

export function exampleById(id: string): Example | undefined {
  return EXAMPLES.find((e) => e.id === id);
}
