import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesPerSourceOfFile } from './sourceMapSizes.ts';
const dist = 'packages/app/dist/assets';
const only = process.argv.slice(2);
for (const f of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
  if (only.length && !only.some((o) => f.startsWith(o))) continue;
  const code = readFileSync(join(dist, f));
  const gz = gzipSync(code, { level: 9 }).length;
  const per = bytesPerSourceOfFile(join(dist, f), '(nomap)');
  const total = [...per.values()].reduce((a, b) => a + b, 0);
  console.log(`== ${f} ${(gz / 1024).toFixed(1)} KB gz`);
  for (const [s, b] of [...per].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.LIMIT ?? 40)))
    console.log(`   ${((b / total) * gz / 1024).toFixed(2).padStart(6)} ${s.replace(/^(\.\.\/)+/, '')}`);
}
