import { recordedResponses } from './recordedResponses.ts';

/** A response with its parsed JSON body (undefined for an empty body). */
export interface ApiResponse<Body = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: Body;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Leave out the default Content-Type / Origin headers. */
  bare?: boolean;
}

/**
 * A browser-like API client: keeps cookies like a browser (by name, honouring
 * Max-Age=0), sends `Content-Type: application/json` and our `Origin` as the
 * app does. Several clients may share one cookie jar and send the origin the
 * browser sees (one browser behind a proxy, talking to several nodes).
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly cookies = new Map<string, string>(),
    readonly origin: string = baseUrl,
  ) {}

  async request<Body = Record<string, unknown>>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<Body>> {
    const headers: Record<string, string> = options.bare
      ? {}
      : { 'content-type': 'application/json', origin: this.origin };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    Object.assign(headers, options.headers);
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) this.storeCookie(cookie);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    recordedResponses.push({
      method,
      path,
      status: response.status,
      headers: response.headers,
      contentType: response.headers.get('content-type') ?? '',
      body: parsed,
    });
    return { status: response.status, headers: response.headers, body: parsed as Body, text };
  }

  get<Body = Record<string, unknown>>(path: string, options?: RequestOptions) {
    return this.request<Body>('GET', path, options);
  }
  post<Body = Record<string, unknown>>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<Body>('POST', path, { ...options, body });
  }
  put<Body = Record<string, unknown>>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<Body>('PUT', path, { ...options, body });
  }

  private storeCookie(header: string): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    const expired = attributes.some(
      (attribute) =>
        /^max-age=0$/i.test(attribute) ||
        (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()),
    );
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
