/**
 * Prints the functions with the most self time in a V8 CPU profile (as
 * written by `node --cpu-prof`, e.g. with BENCH_CPU_PROF=1):
 * `npx tsx bench/support/summariseProfile.ts <file.cpuprofile> [top]`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: summariseProfile.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  const frame = byId.get(id)?.callFrame;
  const where = frame?.url ? frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/packages\//, 'packages/') : '';
  const key = `${frame?.functionName || '(anonymous)'}  ${where}${where ? `:${(frame?.lineNumber ?? 0) + 1}` : ''}`;
  selfMicros.set(key, (selfMicros.get(key) ?? 0) + delta);
  total += delta;
});
const top = [...selfMicros].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 30));
console.log(`total ${(total / 1e6).toFixed(1)} s sampled`);
for (const [key, micros] of top) {
  console.log(
    `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${(micros / 1e3).toFixed(0).padStart(7)} ms  ${key}`,
  );
}
