import type { ProfileResponse } from '@admissions/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../ApiClient.ts';
import { startEarlyProfile } from '../earlyProfile.ts';

function countingApi(answers: (() => Promise<ProfileResponse>)[]) {
  const calls = { count: 0 };
  const api = {
    getProfile: () => {
      const answer = answers[calls.count] ?? answers.at(-1)!;
      calls.count += 1;
      return answer();
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const profile = (revision: number) => ({ revision }) as unknown as ProfileResponse;

describe('startEarlyProfile', () => {
  it('sends the request at once and answers the first getProfile with it; later calls ask again', async () => {
    const { api, calls } = countingApi([async () => profile(1), async () => profile(2)]);
    const early = startEarlyProfile(api);
    expect(calls.count).toBe(1);
    expect(await early.api.getProfile()).toEqual(profile(1));
    expect(calls.count).toBe(1);
    expect(await early.api.getProfile()).toEqual(profile(2));
    expect(calls.count).toBe(2);
  });

  it('hands a failed early request to its first caller, and leaves no unhandled rejection before that', async () => {
    const { api } = countingApi([async () => Promise.reject(new Error('401')), async () => profile(3)]);
    const early = startEarlyProfile(api);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(early.api.getProfile()).rejects.toThrow('401');
    expect(await early.api.getProfile()).toEqual(profile(3));
  });

  it('after discard, the first getProfile asks the server (a visitor who logs in later gets a fresh profile)', async () => {
    const { api, calls } = countingApi([async () => Promise.reject(new Error('401')), async () => profile(4)]);
    const early = startEarlyProfile(api);
    early.discard();
    expect(await early.api.getProfile()).toEqual(profile(4));
    expect(calls.count).toBe(2);
  });
});
