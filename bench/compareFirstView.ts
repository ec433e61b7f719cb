/**
 * Two builds of the app compared on the cold first view of the heaviest
 * /education, in pairs: `npx tsx bench/compareFirstView.ts <buildA> <buildB> [pairs]`, where each build is a copy
 * of `packages/app/dist` (e.g. `cp -r packages/app/dist /tmp/before` before a change, then `npm run build`).
 *
 * Why pairs: on this machine the median of ten cold views of one build moves by 50 ms or more from one run to the
 * next (the same build against itself gave medians of 488 and 531 ms in one run), more than most changes to the
 * page are worth. Here each build has its own compiled server (STATIC_DIR), both run side by side, and every pair is
 * one cold view of each in random order, in fresh browser contexts, so drift in the machine's load hits both alike;
 * the figure to read is the median of the differences within the pairs, with the sign test's p-value of the count
 * of pairs in which B was faster.
 */
import type { Browser } from 'playwright-core';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { type AppProcess, startAppProcess } from '../e2e/support/appProcess.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { serverDistDir } from '../scripts/build/compileServerBundle.ts';
import { serveEnvironment } from '../scripts/build/serveCommand.ts';
import { compileServerOnce } from './support/benchServer.ts';
import { coldFirstView } from './support/firstView.ts';
import { heaviestApplicantSession, type SignedInState } from './support/heaviestApplicant.ts';
import { educationPath, heaviestEducation } from './support/heaviestEducation.ts';
import { median } from './support/percentile.ts';
import { signTestPValue } from './support/signTest.ts';

const [buildA, buildB, pairsArgument] = process.argv.slice(2);
if (!buildA || !buildB) {
  console.error(
    'usage: npx tsx bench/compareFirstView.ts <buildA> <buildB> [pairs]  (each a copy of packages/app/dist)',
  );
  process.exit(2);
}
const builds = [resolve(buildA), resolve(buildB)] as const;
for (const build of builds) {
  if (!existsSync(resolve(build, 'index.html'))) {
    console.error(`${build} has no index.html: give folders that hold a build of the app (packages/app/dist).`);
    process.exit(2);
  }
}
const pairs = Number(pairsArgument ?? 30);
const warmUpPairs = 2;
const viewport = { width: 1280, height: 900 };
const heaviest = heaviestEducation();

await compileServerOnce();
const apps: AppProcess[] = await Promise.all(
  builds.map((build) =>
    startAppProcess({ programsDir: serverDistDir, env: { ...serveEnvironment, STATIC_DIR: build } }),
  ),
);
const browser: Browser = await launchChromium();

async function coldView(index: 0 | 1, state: SignedInState): Promise<number> {
  const url = `${apps[index]!.baseUrl}${educationPath}`;
  return (await coldFirstView(browser, url, heaviest.expectedQuestions, { viewport, storageState: state })).painted;
}

try {
  const states = [
    await heaviestApplicantSession(browser, apps[0]!, heaviest, viewport),
    await heaviestApplicantSession(browser, apps[1]!, heaviest, viewport),
  ];
  const times: [number[], number[]] = [[], []];
  for (let pair = -warmUpPairs; pair < pairs; pair++) {
    const order: (0 | 1)[] = Math.random() < 0.5 ? [0, 1] : [1, 0];
    const pairTimes: number[] = [];
    for (const index of order) pairTimes[index] = await coldView(index, states[index]!);
    if (pair < 0) continue;
    times[0].push(pairTimes[0]!);
    times[1].push(pairTimes[1]!);
  }
  const differences = times[1].map((b, pair) => b - times[0][pair]!);
  const bFaster = differences.filter((difference) => difference < 0).length;
  const bSlower = differences.filter((difference) => difference > 0).length;
  console.log(`cold first view of ${educationPath}, ${pairs} pairs (navigation to inputs painted):`);
  console.log(`  A ${builds[0]}: median ${median(times[0]).toFixed(0)} ms`);
  console.log(`  B ${builds[1]}: median ${median(times[1]).toFixed(0)} ms`);
  console.log(
    `  B - A within pairs: median ${median(differences).toFixed(0)} ms; B faster in ${bFaster}, slower in ${bSlower} ` +
      `(sign test p = ${signTestPValue(bFaster, bSlower).toFixed(3)})`,
  );
} finally {
  await browser.close();
  await Promise.all(apps.map((app) => app.stop()));
}
