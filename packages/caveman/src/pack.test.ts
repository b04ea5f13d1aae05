// The package as a consumer gets it: `npm pack` (its prepack builds the bundles and the
// declarations), then `npm install ./<tarball>` into an empty project outside this repository.
// There `npx caveman compress` and `npx caveman mcp` run, and a strict TypeScript program that
// imports the library by its name type-checks with node16 resolution and runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const PKG = join(__dirname, '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const PLAYGROUND_DEPS = ['next', 'react', 'react-dom', 'monaco-editor', 'zustand', '@tanstack', '@visx', 'tailwindcss'];
const SENTENCE = 'The migration probably finished, but I think we should re-run `npm run check` before the release.';

let dir = '';
let tarball = '';
let files: string[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'caveman-pack-'));
  const out = execFileSync(NPM, ['pack', '--json', '--pack-destination', dir], { cwd: PKG, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  // the prepack build's own line comes first on stdout; npm's JSON is the rest
  const [info] = JSON.parse(out.slice(out.search(/^\[/m))) as { filename: string; files: { path: string }[] }[];
  tarball = join(dir, info.filename);
  files = info.files.map((f) => f.path);
  const project = join(dir, 'consumer');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
  // its one dependency (tiktoken) from npm's cache when it is there, from the registry when not
  execFileSync(NPM, ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const project = () => join(dir, 'consumer');

describe('the packed package', () => {
  it('is at most 1 MiB, with bundles, declarations and the command, and no source maps, sources or tests', () => {
    expect(statSync(tarball).size).toBeLessThanOrEqual(1024 * 1024);
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'bin/caveman.mjs', 'dist/index.mjs', 'dist/node.mjs', 'dist/tokens.mjs', 'dist/internals/profiles.mjs', 'dist/cli.mjs', 'dist/mcp.mjs', 'dist/types/index.d.ts', 'dist/types/node.d.ts']),
    );
    expect(files.filter((f) => /\.map$|\.test\.|^src\//.test(f))).toEqual([]);
  });

  it('installs none of the playground\'s dependencies', () => {
    const installed = readdirSync(join(project(), 'node_modules'));
    expect(installed).toContain('caveman-compress');
    expect(installed.filter((d) => PLAYGROUND_DEPS.includes(d))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(project(), 'node_modules', 'caveman-compress', 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {}).filter((d) => PLAYGROUND_DEPS.some((p) => d === p || d.startsWith(p + '/')))).toEqual([]);
  });

  it('runs `npx caveman compress`, keeping the hedge and the inline code', () => {
    const r = spawnSync(join(project(), 'node_modules', '.bin', 'caveman'), ['compress', '-'], { cwd: project(), input: SENTENCE, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('probably');
    expect(r.stdout).toContain('`npm run check`');
    expect(r.stdout.length).toBeLessThan(SENTENCE.length);
  });

  it('serves `npx caveman mcp` to the SDK\'s client', async () => {
    const client = new Client({ name: 'pack-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: join(project(), 'node_modules', '.bin', 'caveman'), args: ['mcp'], cwd: project(), stderr: 'pipe' }));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['compress', 'check', 'select_intensity', 'count_tokens', 'expand']));
      const r = (await client.callTool({ name: 'compress', arguments: { text: SENTENCE, intensity: 'full' } })) as { content: { type: string; text: string }[]; isError?: boolean };
      expect(r.isError).toBeFalsy();
      expect(r.content[0].text).toContain('probably');
    } finally {
      await client.close();
    }
  }, 60_000);

  it('ships a Claude Code plugin manifest and MCP configs for Codex and Cursor; each launches the installed server as it says', async () => {
    expect(files).toEqual(expect.arrayContaining(['.claude-plugin/plugin.json', 'mcp/cursor.json', 'mcp/codex.toml']));
    const installed = join(project(), 'node_modules', 'caveman-compress');
    const plugin = JSON.parse(readFileSync(join(installed, '.claude-plugin', 'plugin.json'), 'utf8')) as { name: string; version: string; mcpServers: Record<string, { command: string; args: string[] }> };
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { version: string };
    expect(plugin.version).toBe(pkg.version);
    const cursor = JSON.parse(readFileSync(join(installed, 'mcp', 'cursor.json'), 'utf8')) as { mcpServers: Record<string, { command: string; args: string[] }> };
    // Codex's TOML: the two keys of [mcp_servers.caveman]
    const toml = readFileSync(join(installed, 'mcp', 'codex.toml'), 'utf8');
    const codex = {
      command: JSON.parse(/^command = (".*")$/m.exec(toml)![1]) as string,
      args: JSON.parse(/^args = (\[.*\])$/m.exec(toml)![1]) as string[],
    };
    expect(toml).toMatch(/^\[mcp_servers\.caveman\]$/m);
    const launches: [string, { command: string; args: string[] }][] = [
      // Claude Code runs a plugin's server with ${CLAUDE_PLUGIN_ROOT} = the plugin's folder, the installed package
      ['claude code', { command: plugin.mcpServers.caveman.command, args: plugin.mcpServers.caveman.args.map((a) => a.replace('${CLAUDE_PLUGIN_ROOT}', installed)) }],
      ['cursor', cursor.mcpServers.caveman],
      ['codex', codex],
    ];
    for (const [who, launch] of launches) {
      const client = new Client({ name: `pack-test-${who.replace(' ', '-')}`, version: '1.0.0' });
      await client.connect(new StdioClientTransport({ command: launch.command, args: launch.args, cwd: project(), stderr: 'pipe' }));
      try {
        const { tools } = await client.listTools();
        expect(tools.map((t) => t.name).sort(), who).toEqual(['check', 'compress', 'count_tokens', 'expand', 'repair', 'select_intensity']);
        expect(tools.every((t) => t.title && t.annotations?.readOnlyHint === true && t.outputSchema), who).toBe(true);
      } finally {
        await client.close();
      }
    }
  }, 120_000);

  it('type-checks a strict TypeScript consumer with node16 resolution, which then runs', () => {
    writeFileSync(
      join(project(), 'main.ts'),
      [
        "import { check, compress, type CompressResult } from 'caveman-compress';",
        "import { nodeCounter } from 'caveman-compress/node';",
        "import { ENCODINGS } from 'caveman-compress/tokens';",
        "import { PROFILE_IDS } from 'caveman-compress/internals/profiles';",
        `const text: string = ${JSON.stringify(SENTENCE)};`,
        "const r: CompressResult = compress(text, { intensity: 'full', countTokens: nodeCounter('o200k_base') });",
        "const report = check(text, r.output, { intensity: 'full' });",
        'console.log(JSON.stringify({ output: r.output, pass: report.pass, encodings: ENCODINGS, profiles: PROFILE_IDS }));',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(project(), 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, module: 'node16', moduleResolution: 'node16', target: 'es2022', skipLibCheck: false, types: [], outDir: 'out' }, files: ['main.ts'] }),
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const built = spawnSync(process.execPath, [tsc, '-p', project()], { cwd: project(), encoding: 'utf8' });
    expect(built.stdout + built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(existsSync(join(project(), 'out', 'main.js'))).toBe(true);
    const ran = spawnSync(process.execPath, [join(project(), 'out', 'main.js')], { cwd: project(), encoding: 'utf8' });
    expect(ran.stderr).toBe('');
    const result = JSON.parse(ran.stdout) as { output: string; pass: boolean; encodings: string[]; profiles: string[] };
    expect(result.output).toContain('probably');
    expect(result.pass).toBe(true);
    // the other entries resolve too: the browser-safe counting helpers and one engine module by its subpath
    expect(result.encodings).toEqual(['o200k_base', 'cl100k_base']);
    expect(result.profiles).toContain('forge');
  }, 60_000);
});
