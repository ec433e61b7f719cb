/**
 * An applicant's document conversion while the submission webhook's
 * receiver answers at once, and while it accepts every delivery and never
 * answers, against the real server process (PGlite, local storage, the
 * `docs` fixture tenant, the webhook's production timeout of 10 s and two
 * outbound slots). Each round submits three applications (three deliveries
 * queued), then uploads a PDF and times `POST /api/pdf/document-answer/{key}`
 * until `GET` says COMPLETED (polled every 25 ms). Healthy rounds first,
 * then hanging ones, on the same server. Median of 11 rounds each after a
 * warm-up conversion; the figure with a budget is hanging / healthy <= 1.5:
 * a receiver that hangs must not slow an applicant's conversion (the
 * deliveries hold only the worker's outbound lane).
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { documentFixturesDir, fixture } from '../packages/server/test/documents/support/documentTestServer.ts';
import { completeAnswers } from '../packages/server/test/export/support/submittedApplicant.ts';
import { startWebhookReceiver } from '../packages/server/test/export/support/webhookReceiver.ts';
import { type BenchApplicant, callJson, createApplicants } from './support/benchApplicants.ts';
import { startBenchServer } from './support/benchServer.ts';
import { recordFigure, resetFigures } from './support/figures.ts';
import { median } from './support/percentile.ts';

resetFigures();

const rounds = 11;
const submissionsPerRound = 3;

const receiver = await startWebhookReceiver();
const server = await startBenchServer({
  label: 'webhookStall',
  env: {
    TENANTS_DIR: `${documentFixturesDir}tenant`,
    TENANT: 'docs',
    SUBMISSION_WEBHOOK_URL: `${receiver.url}/hooks`,
    SUBMISSION_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
  },
});

/** Submits a complete application: its delivery is queued with the submission. */
async function submit(applicant: BenchApplicant, name: string): Promise<void> {
  await callJson(server.baseUrl, 'PUT', '/api/answer', completeAnswers(name), applicant.cookie);
  // As the app sends it: JSON's Content-Type (the CSRF check), no body.
  const submitted = await fetch(`${server.baseUrl}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie: applicant.cookie },
  });
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${await submitted.text()}`);
}

/** Uploads the sample PDF and times its conversion, from the request to COMPLETED. */
async function conversion(applicant: BenchApplicant): Promise<number> {
  const call = (method: string, path: string, body?: unknown) =>
    callJson(server.baseUrl, method, path, body, applicant.cookie);
  await call('PUT', '/api/answer', completeAnswers('Uploader'));
  const target = (await (await call('POST', '/api/presigned-url', { answer_key: 'photo_id' })).json()) as {
    url: string;
    fields: Record<string, string>;
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(fixture('sample.pdf'))]), 'passport.pdf');
  const posted = await fetch(new URL(target.url, server.baseUrl), { method: 'POST', body: form });
  if (posted.status >= 300) throw new Error(`upload: ${posted.status} ${await posted.text()}`);
  const started = performance.now();
  await call('POST', '/api/pdf/document-answer/photo_id', { file_key: target.fields.key, file_name: 'passport.pdf' });
  const deadline = Date.now() + 300_000;
  for (;;) {
    const result = (await (await call('GET', '/api/pdf/document-answer/photo_id')).json()) as { status: string };
    if (result.status === 'COMPLETED') return performance.now() - started;
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(result.status)) throw new Error(`conversion: ${result.status}`);
    if (Date.now() > deadline) throw new Error('conversion: not COMPLETED after 300 s');
    await sleep(25);
  }
}

try {
  const applicants = await createApplicants(server, 1 + 2 * rounds * (submissionsPerRound + 1));
  const next = () => applicants.shift()!;
  receiver.otherwise = 'ok';
  await conversion(next()); // warm-up: the worker thread and the PDF code
  const phase = async (answer: 'ok' | 'hang') => {
    receiver.otherwise = answer;
    const times: number[] = [];
    const open: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (let i = 0; i < submissionsPerRound; i += 1) await submit(next(), `Round ${round} ${i}`);
      times.push(await conversion(next()));
      open.push(receiver.openRequests());
    }
    return { times, open };
  };
  const healthy = await phase('ok');
  const hanging = await phase('hang');
  console.log(`healthy receiver: ${healthy.times.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(
    `hanging receiver: ${hanging.times.map((t) => t.toFixed(0)).join(', ')} ms; ` +
      `requests held open by the receiver when each conversion finished: ${hanging.open.join(', ')}`,
  );
  const note = `median of ${rounds} rounds, each ${submissionsPerRound} submissions then one PDF converted; PGlite`;
  recordFigure({
    figure: 'PDF conversion, receiver answering',
    value: median(healthy.times),
    unit: 'ms',
    note,
  });
  recordFigure({
    figure: 'PDF conversion, receiver never answering',
    value: median(hanging.times),
    unit: 'ms',
    note: `${note}; open requests at each conversion's end ${hanging.open.join(', ')}`,
  });
  recordFigure({
    figure: 'PDF conversion: hanging receiver / answering receiver',
    value: median(hanging.times) / median(healthy.times),
    unit: 'ratio',
    budget: { op: '<=', value: 1.5 },
    note: 'medians of the same run on the same server',
  });
  if (hanging.open.some((count) => count === 0)) {
    // Either the receiver held nothing (no stall was measured) or the conversion waited the deliveries out.
    throw new Error("A hanging round's conversion ended with no delivery waiting on the receiver");
  }
} finally {
  await server.stop();
  await receiver.close();
}
