import { check } from './packages/caveman/src/core/index';
const v = 'Godmode: stack=TypeScript, skill=optimize, phase=OPTIMIZE. Dispatching.\n';
for (const c of ['GM: py/opt/OPT Dispatching.\n', 'GM: ts/opt/VRFY Dispatching.\n', 'GM: ts/opt/OPT Dispatching.\n', 'GM: ts/opt Dispatching.\n']) { const r = check(v, c, { profile: 'terse' }); console.log(c.trim(), r.pass, r.findings.map(f=>`${f.severity} ${f.class} ${f.message}`), r.invariants.filter(x=>!x.pass).map(x=>x.id)); }
