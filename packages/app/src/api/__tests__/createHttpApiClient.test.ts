import { errorCatalogue } from '@admissions/contracts';
import { describe, expect, it } from 'vitest';
import {
  NetworkError,
  RevisionConflictError,
  ServerError,
  SubmissionRejectedError,
  UnauthorizedError,
} from '../apiErrors.ts';
import { createHttpApiClient } from '../createHttpApiClient.ts';

interface Recorded {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (request: Recorded) => Response | Promise<Response>) {
  const requests: Recorded[] = [];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = { url: String(input), init };
    requests.push(request);
    return respond(request);
  };
  return { fetchFn: fetchFn as typeof fetch, requests };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('createHttpApiClient', () => {
  it('sends JSON with Content-Type application/json and same-origin credentials', async () => {
    const { fetchFn, requests } = fakeFetch(() => json(200, { message: 'ok' }));
    const api = createHttpApiClient({ fetch: fetchFn });
    await api.login({ username: 'a@b.co', password: 'p', default_route: '/about' });
    expect(requests[0]?.url).toBe('/public/login');
    expect(requests[0]?.init.method).toBe('POST');
    expect(new Headers(requests[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(requests[0]?.init.credentials).toBe('same-origin');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({
      username: 'a@b.co',
      password: 'p',
      default_route: '/about',
    });
  });

  it('sends no body when there is no payload', async () => {
    const { fetchFn, requests } = fakeFetch(() => json(200, { answer: {} }));
    await createHttpApiClient({ fetch: fetchFn }).getTemporaryAnswers('a b&c');
    expect(requests[0]?.url).toBe('/public/tmp?token=a+b%26c');
    expect(requests[0]?.init.body).toBeUndefined();
  });

  it('sends the revision as If-Match when saving answers', async () => {
    const { fetchFn, requests } = fakeFetch(() => json(200, { message: 'Saved.', revision: 4 }));
    const api = createHttpApiClient({ fetch: fetchFn });
    await expect(api.saveAnswers({ first_name: 'Ada' }, 3)).resolves.toEqual({ message: 'Saved.', revision: 4 });
    expect(requests[0]?.init.method).toBe('PUT');
    expect(new Headers(requests[0]?.init.headers).get('If-Match')).toBe('"3"');
  });

  it('maps 401 to an unauthorized error', async () => {
    const { fetchFn } = fakeFetch(() => json(401, { message: errorCatalogue.sessionInvalid }));
    const error = await createHttpApiClient({ fetch: fetchFn })
      .getProfile()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe(errorCatalogue.sessionInvalid);
  });

  it("uses the body's message for other failures", async () => {
    const { fetchFn } = fakeFetch(() => json(400, { message: 'Incorrect username or password.' }));
    const error = await createHttpApiClient({ fetch: fetchFn })
      .login({ username: 'a@b.co', password: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect((error as ServerError).status).toBe(400);
    expect((error as Error).message).toBe('Incorrect username or password.');
  });

  it.each([
    ['a non-JSON body', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['an error without a message', () => json(500, { error: 'boom' })],
    ['a message that is not a string', () => json(500, { message: 42 })],
    ['a successful response that is not JSON', () => new Response('<html></html>', { status: 200 })],
  ])('gives the generic message for %s', async (_case, respond) => {
    const { fetchFn } = fakeFetch(respond);
    const error = await createHttpApiClient({ fetch: fetchFn })
      .getProfile()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as Error).message).toBe(errorCatalogue.generic);
  });

  it('turns a 409 on save into a revision conflict carrying the stored answers', async () => {
    const { fetchFn } = fakeFetch(() =>
      json(409, { message: 'Changed elsewhere.', revision: 7, answer: { first_name: 'Grace' } }),
    );
    const error = await createHttpApiClient({ fetch: fetchFn })
      .saveAnswers({ first_name: 'Ada' }, 6)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RevisionConflictError);
    expect(error).toMatchObject({ revision: 7, answer: { first_name: 'Grace' }, message: 'Changed elsewhere.' });
  });

  it('turns a 422 on submit into a rejection carrying the errors', async () => {
    const { fetchFn } = fakeFetch(() => json(422, { message: 'Please fix.', errors: { first_name: ['First Name'] } }));
    const error = await createHttpApiClient({ fetch: fetchFn })
      .submit()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SubmissionRejectedError);
    expect((error as SubmissionRejectedError).errors).toEqual({ first_name: ['First Name'] });
  });

  it('reports a network failure as a NetworkError with a clear message', async () => {
    const { fetchFn } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await createHttpApiClient({ fetch: fetchFn })
      .saveAnswers({}, null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/could not reach the server/);
  });

  it('gives up after the timeout', async () => {
    const { fetchFn } = fakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await createHttpApiClient({ fetch: fetchFn, timeoutMs: 20 })
      .saveAnswers({}, null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
  });

  it('asks the lookup for 5 results by category', async () => {
    const { fetchFn, requests } = fakeFetch(() => json(200, [{ id: '1', text: 'A', sub_text: 'B' }]));
    await createHttpApiClient({ fetch: fetchFn }).lookupFind('mia', 'college_ceeb', 5);
    expect(requests[0]?.url).toBe('/lookup/find?query=mia&category=college_ceeb&max_results=5');
  });
});
