/**
 * A CPU profile of the page through the DevTools protocol (the Profiler
 * domain), written as a `.cpuprofile` (open it in Chrome DevTools'
 * Performance panel) and summarised as the functions with the most self time.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Functions of a keystroke's path (names as in an unminified build: `vite build --minify false`). */
const inclusiveNames = [
  'dispatchDiscreteEvent',
  'setAnswer',
  'applyAnswerChange',
  'computeVisibility',
  'visibilityOf',
  'getSnapshot',
  'checkIfSnapshotChanged',
  'performWorkOnRoot',
  'commitRoot',
  'renderRootSync',
  'flushPassiveEffects',
];

export async function startProfile(page: Page): Promise<{ stop(file: string): Promise<void> }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return {
    async stop(file) {
      const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
      writeFileSync(file, JSON.stringify(profile));
      printTopSelfTime(profile);
      await session.detach();
    },
  };
}

/** Time under each function (inclusive), for the named ones: where a keystroke's time goes. */
function printInclusive(profile: Profile, names: readonly string[]): void {
  const parents = new Map<number, number>();
  for (const node of profile.nodes as (ProfileNode & { children?: number[] })[]) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const total = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const name = byNode.get(node)?.callFrame.functionName ?? '';
      if (names.includes(name) && !seen.has(name)) {
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + (profile.timeDeltas?.[i + 1] ?? 0) / 1000);
      }
    }
  });
  console.log('inclusive time:');
  for (const name of names) console.log(`  ${(total.get(name) ?? 0).toFixed(1).padStart(8)} ms  ${name}`);
}

function printTopSelfTime(profile: Profile, top = 25): void {
  printInclusive(profile, inclusiveNames);
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const label = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    selfMs.set(label, (selfMs.get(label) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  const rows = [...selfMs.entries()].filter(([label]) => !label.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);
  console.log('CPU profile of the typing pass, self time:');
  for (const [label, ms] of rows.slice(0, top)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${label}`);
}
