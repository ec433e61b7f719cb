import type { ProfileResponse } from '@admissions/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../ApiClient.ts';
import { startEarlyApplicantData } from '../earlyApplicantData.ts';

/** A client whose reads answer in turn from `answers` (the last one repeats), counting the requests of each. */
function countingApi(answers: (() => Promise<unknown>)[]) {
  const calls = { getProfile: 0, getTabs: 0, getAddAnother: 0 };
  const read = (name: keyof typeof calls) => () => {
    const answer = answers[calls[name]] ?? answers.at(-1)!;
    calls[name] += 1;
    return answer();
  };
  const api = {
    getProfile: read('getProfile'),
    getTabs: read('getTabs'),
    getAddAnother: read('getAddAnother'),
  } as unknown as ApiClient;
  return { api, calls };
}

const profile = (revision: number) => ({ revision }) as unknown as ProfileResponse;

describe('startEarlyApplicantData', () => {
  it('sends the profile, tabs and add-another requests at once; the first call of each takes them, later ones ask again', async () => {
    const { api, calls } = countingApi([async () => profile(1), async () => profile(2)]);
    const early = startEarlyApplicantData(api);
    expect(calls).toEqual({ getProfile: 1, getTabs: 1, getAddAnother: 1 });
    expect(await early.api.getProfile()).toEqual(profile(1));
    expect(await early.api.getTabs()).toEqual(profile(1));
    expect(await early.api.getAddAnother()).toEqual(profile(1));
    expect(calls).toEqual({ getProfile: 1, getTabs: 1, getAddAnother: 1 });
    expect(await early.api.getProfile()).toEqual(profile(2));
    expect(await early.api.getTabs()).toEqual(profile(2));
    expect(calls).toEqual({ getProfile: 2, getTabs: 2, getAddAnother: 1 });
  });

  it('hands a failed early request to its first caller, and leaves no unhandled rejection before that', async () => {
    const { api } = countingApi([async () => Promise.reject(new Error('401')), async () => profile(3)]);
    const early = startEarlyApplicantData(api);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(early.api.getProfile()).rejects.toThrow('401');
    await expect(early.api.getTabs()).rejects.toThrow('401');
    expect(await early.api.getProfile()).toEqual(profile(3));
  });

  it('settles once every early request has answered or failed, and its answers can then be taken', async () => {
    let answerTabs: (value: unknown) => void = () => undefined;
    const api = {
      getProfile: async () => profile(7),
      getTabs: () => new Promise((resolve) => (answerTabs = resolve)),
      getAddAnother: async () => Promise.reject(new Error('503')),
    } as unknown as ApiClient;
    const early = startEarlyApplicantData(api);
    let settled = false;
    void early.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    answerTabs({ t1: 'a' });
    await early.settled();
    expect(early.answers.take('getProfile')).toEqual(profile(7));
    expect(early.answers.take('getTabs')).toEqual({ t1: 'a' });
    expect(early.answers.take('getAddAnother')).toBeUndefined();
    await expect(early.api.getAddAnother()).rejects.toThrow('503');
  });

  it('gives an arrived answer once for a first render; the read then asks the server, as after a failure', async () => {
    const { api, calls } = countingApi([async () => profile(5), async () => profile(6)]);
    const early = startEarlyApplicantData(api);
    expect(early.answers.take('getProfile')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(early.answers.take('getProfile')).toEqual(profile(5));
    expect(early.answers.take('getProfile')).toBeUndefined();
    expect(await early.api.getProfile()).toEqual(profile(6));
    // A request the app took through its client is not given again.
    expect(await early.api.getTabs()).toEqual(profile(5));
    expect(early.answers.take('getTabs')).toBeUndefined();
    expect(calls).toEqual({ getProfile: 2, getTabs: 1, getAddAnother: 1 });

    const failing = startEarlyApplicantData(countingApi([async () => Promise.reject(new Error('503'))]).api);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.answers.take('getProfile')).toBeUndefined();
    await expect(failing.api.getProfile()).rejects.toThrow('503');
    const discarded = startEarlyApplicantData(countingApi([async () => profile(7)]).api);
    await new Promise((resolve) => setTimeout(resolve, 0));
    discarded.discard();
    expect(discarded.answers.take('getAddAnother')).toBeUndefined();
  });

  it('after discard, the first calls ask the server (a visitor who logs in later gets fresh data)', async () => {
    const { api, calls } = countingApi([async () => Promise.reject(new Error('401')), async () => profile(4)]);
    const early = startEarlyApplicantData(api);
    early.discard();
    expect(await early.api.getProfile()).toEqual(profile(4));
    expect(await early.api.getAddAnother()).toEqual(profile(4));
    expect(calls).toEqual({ getProfile: 2, getTabs: 1, getAddAnother: 2 });
  });
});
