import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { bytesPerSourceOfFile } from './bench/support/sourceMapSizes.ts';
const dir = 'packages/app/dist/assets/';
const files = readdirSync(dir).filter((f) => /^(index|useDocumentTitle)-.*\.js$/.test(f));
const tot = new Map<string, number>();
for (const f of files) { const per = bytesPerSourceOfFile(dir + f, f); const code = readFileSync(dir + f); const gz = gzipSync(code, { level: 9 }).length; const total = [...per.values()].reduce((a, b) => a + b, 0);
  for (const [s, b] of per) { const k = s.replace(/.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, ''); tot.set(k, (tot.get(k) ?? 0) + b / total * gz); } }
const rows = [...tot].sort((a, b) => b[1] - a[1]);
let agg = new Map<string, number>();
for (const [k, v] of rows) { const key = k.startsWith('nm:') ? k.split('/').slice(0, k.startsWith('nm:@') ? 2 : 1).join('/') : k; agg.set(key, (agg.get(key) ?? 0) + v); }
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.N ?? 60))) console.log((v / 1024).toFixed(2).padStart(6), k);
