import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { backgroundTasksPlugin } from './backgroundTasks.ts';

describe('background.run', () => {
  it('starts the work only once the response has been written, and idle() waits for it', async () => {
    const app = Fastify();
    await app.register(backgroundTasksPlugin);
    const seen: { finishedWhenStarted?: boolean; done?: boolean } = {};
    app.get('/work', async (_request, reply) => {
      app.background.run('probe', reply, async () => {
        seen.finishedWhenStarted = reply.raw.writableFinished;
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.done = true;
      });
      // Give a microtask-started task every chance to run before the answer.
      await new Promise((resolve) => setImmediate(resolve));
      expect(seen.finishedWhenStarted).toBeUndefined();
      return { ok: true };
    });
    // A real listener: the 'finish' of a real http.ServerResponse, not an injected one.
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${base}/work`);
    expect(await response.json()).toEqual({ ok: true });
    await app.background.idle();
    expect(seen).toEqual({ finishedWhenStarted: true, done: true });
    await app.close();
  });

  it('logs a failing task with its name and keeps serving', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } });
    await app.register(backgroundTasksPlugin);
    app.get('/fail', async (_request, reply) => {
      app.background.run('mail', reply, () => Promise.reject(new Error('smtp down')));
      return { ok: true };
    });
    expect((await app.inject({ method: 'GET', url: '/fail' })).statusCode).toBe(200);
    await app.background.idle();
    expect(lines.some((line) => line.includes('background task \\"mail\\" failed') && line.includes('smtp down'))).toBe(
      true,
    );
    expect((await app.inject({ method: 'GET', url: '/fail' })).statusCode).toBe(200);
    await app.close();
  });

  it('holds each task behind beforeWork, after its answer, until that resolves', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const app = Fastify();
    await app.register(backgroundTasksPlugin, { beforeWork: () => gate });
    let started = false;
    app.get('/held', async (_request, reply) => {
      app.background.run('held', reply, async () => {
        started = true;
      });
      return { ok: true };
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    expect(await (await fetch(`${base}/held`)).json()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false);
    open();
    await app.background.idle();
    expect(started).toBe(true);
    await app.close();
  });
});
