import { readFileSync } from 'node:fs';
import { decodeVlqSegment } from './bench/support/sourceMapSizes.ts';
const f = 'packages/app/dist/assets/index-j63iVazr.js';
const code = readFileSync(f, 'utf8'); const map = JSON.parse(readFileSync(f + '.map', 'utf8'));
const lines = code.split('\n'); const spans: [number, string][] = [];
map.mappings.split(';').forEach((lm: string, li: number) => {
  const line = lines[li] ?? ''; let col = 0; let start = 0; let unm = true;
  for (const seg of lm.split(',')) { if (!seg) continue; const v = decodeVlqSegment(seg); col += v[0]!; if (unm) spans.push([col - start, line.slice(start, Math.min(col, start + 120))]); start = col; unm = v.length === 1; }
  if (unm) spans.push([line.length - start, line.slice(start, start + 120)]);
});
spans.sort((a, b) => b[0] - a[0]);
for (const s of spans.slice(0, 15)) console.log(s[0], JSON.stringify(s[1]));
console.log(lines.length, map.sources.length, map.sources.filter((s: string) => s.includes('virtual')));
