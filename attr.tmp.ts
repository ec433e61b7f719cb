import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
const dir = 'packages/app/dist/assets/';
const files = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(dir).filter((f) => f.endsWith('.js'));
const total = new Map<string, number>();
for (const f of files) {
  const code = readFileSync(dir + f, 'utf8');
  const gz = gzipSync(code, { level: 9 }).length;
  const map = new TraceMap(readFileSync(dir + f + '.map', 'utf8'));
  const lines = code.split('\n');
  const segs: { line: number; col: number; src: string }[] = [];
  eachMapping(map, (m) => segs.push({ line: m.generatedLine, col: m.generatedColumn, src: m.source ?? '?' }));
  const per = new Map<string, number>();
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]!; const n = segs[i + 1];
    const end = n && n.line === s.line ? n.col : (lines[s.line - 1]?.length ?? 0);
    const k = s.src.replace(/.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '');
    const key = k.startsWith('nm:') ? k.split('/').slice(0, k.startsWith('nm:@') ? 2 : 1).join('/') : k.split('/').slice(0, process.env.DEPTH ? +process.env.DEPTH : 2).join('/');
    per.set(key, (per.get(key) ?? 0) + end - s.col);
  }
  for (const [k, v] of per) total.set(k, (total.get(k) ?? 0) + (v * gz) / code.length);
  console.log(f, (gz / 1024).toFixed(1), 'KB gz');
}
for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1024).toFixed(1).padStart(6), k);
