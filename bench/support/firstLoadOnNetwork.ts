import type { Browser } from 'playwright-core';

/** A network Chromium emulates (DevTools' presets): throughput in bytes per second, latency per request. */
export interface NetworkConditions {
  name: string;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

/** DevTools' "Fast 3G": 1.6 Mbps down, 750 Kbps up, 150 ms round trip. */
export const fast3G: NetworkConditions = {
  name: 'Fast 3G',
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
};

export interface FirstLoad {
  /** Navigation start to the frame after the page's first form field is in the document. */
  firstFieldMs: number;
  /** Bytes Chromium received for every request of the load (headers and bodies as sent). */
  wireBytes: number;
  /** Per file: bytes on the wire and the Content-Encoding it came with. */
  responses: { path: string; wireBytes: number; encoding: string }[];
  /** The Accept-Encoding Chromium sent for the document. */
  acceptEncoding: string;
}

const firstFieldSelector = 'main input, main select, main textarea, main [role="combobox"]';

/**
 * Loads `url` in a fresh browser context with an empty cache on the given
 * network (none: the machine's loopback) and reports when the first form
 * field showed and how many bytes crossed the wire. `acceptEncoding`
 * replaces the Accept-Encoding Chromium sends (it offers br and zstd).
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  options: { network?: NetworkConditions; acceptEncoding?: string } = {},
): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (options.acceptEncoding) {
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': options.acceptEncoding } });
    }
    if (options.network) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: options.network.latencyMs,
        downloadThroughput: options.network.downloadBytesPerSecond,
        uploadThroughput: options.network.uploadBytesPerSecond,
      });
    }
    const requests = new Map<string, { path: string; encoding: string; wireBytes: number }>();
    let acceptEncoding = '';
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      const headers = event.headers as Record<string, string>;
      if (!acceptEncoding) acceptEncoding = headers['Accept-Encoding'] ?? headers['accept-encoding'] ?? '';
    });
    cdp.on('Network.responseReceived', (event) => {
      if (!/^https?:/.test(event.response.url)) return;
      const headers = event.response.headers as Record<string, string>;
      requests.set(event.requestId, {
        path: new URL(event.response.url).pathname,
        encoding: headers['content-encoding'] ?? headers['Content-Encoding'] ?? 'identity',
        wireBytes: 0,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.wireBytes = event.encodedDataLength;
    });
    // Records, in the page, the frame after the first form field enters the document. A string, not a
    // function: tsx would wrap a function's inner declarations in a helper the page does not have.
    await page.addInitScript({
      content: `new MutationObserver((records, observer) => {
        if (!document.querySelector(${JSON.stringify(firstFieldSelector)})) return;
        observer.disconnect();
        requestAnimationFrame(() => { window.firstFieldAt = performance.now(); });
      }).observe(document, { childList: true, subtree: true });`,
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { firstFieldAt?: number }).firstFieldAt !== undefined,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const firstFieldMs = await page.evaluate(() => (window as unknown as { firstFieldAt: number }).firstFieldAt);
    await page.waitForLoadState('networkidle');
    const responses = [...requests.values()];
    return {
      firstFieldMs,
      wireBytes: responses.reduce((sum, response) => sum + response.wireBytes, 0),
      responses,
      acceptEncoding,
    };
  } finally {
    await context.close();
  }
}
