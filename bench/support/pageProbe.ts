/**
 * The in-page half of bench/formPage.bench.ts, installed before any page
 * script runs (`page.addInitScript`), so its listeners and React's DevTools
 * hook come first. It measures, per keystroke:
 * - sync: `performance.now()` in a capturing keydown listener on window (the
 *   first listener of the event) to a microtask queued by a bubbling input
 *   listener on window (after React's root listener, which for a controlled
 *   input renders and commits before it returns, and after any microtask
 *   React queued for sync work, which runs first);
 * - paint: the keydown's `event.timeStamp` (when the key arrived) to a
 *   MessageChannel task queued in the first requestAnimationFrame after the
 *   input event (the frame that shows the character has then been produced);
 * - rendered: components whose render function ran in any React commit of the
 *   keystroke, counted on React's DevTools hook (see countRendered below);
 * and, for navigation, when the page becomes interactive (waitInteractive).
 * Keep it self-contained: it is serialised into the page.
 */

export interface KeystrokeSample {
  key: string;
  /** performance.now() when the keydown reached window (capture). */
  start: number;
  /** The keydown's event.timeStamp (input arrival). */
  arrival: number;
  /** The keydown's dispatch ended (bubbling listener on window, after React's). */
  keydownEnd: number;
  /** The input event reached window (capture): the browser inserted the character. */
  inputStart: number;
  /** End of the input event's handling, including React's synchronous render and commit. */
  syncEnd: number;
  /** The task after the next animation frame. */
  paint: number;
  commits: number;
  /** performance.now() of the first commit of this keystroke (-1: none). */
  firstCommit: number;
  /** Components that rendered (only while counting). */
  rendered: number;
  renderedNames: string[];
  /**
   * JavaScript run inside the keystroke's event dispatches (keydown, keypress,
   * beforeinput, input, keyup): per event, the first listener (capturing, on
   * window) to a microtask queued by the last (bubbling, on window, added
   * during the dispatch), summed. The browser's own work between the events
   * (text insertion, style, layout) is not in it.
   */
  dispatch: number;
  dispatchByEvent: Record<string, number>;
  /** How many of the five events were measured (5 unless one was cancelled or stopped). */
  dispatchEvents: number;
}

export interface InteractiveResult {
  /** When every expected question was in the DOM with its inputs enabled. */
  readyAt: number;
  /** End of the last long task that started before the main thread went quiet (0: none). */
  lastLongTaskEnd: number;
  interactiveAt: number;
}

export interface PageProbe {
  samples: KeystrokeSample[];
  countRenders: boolean;
  /** performance.now() of the last trusted click (capture). */
  lastClick: number;
  /** Resolves once the current keystroke's paint was recorded. */
  settled(): Promise<void>;
  waitInteractive(expectedQuestions: string[], since: number, quietMs: number): Promise<InteractiveResult>;
  /** The frame in which every expected question is in the DOM with its inputs enabled (see `paintedAt`). */
  waitPainted(expectedQuestions: string[]): Promise<PaintedFrame>;
  /**
   * Starts watching for `waitPainted` now: from the document's start (see paintWatchScript), a page whose
   * questions come in the document itself is timed when they are painted, not when a script asks.
   */
  watchPainted(expectedQuestions: string[]): void;
  eventTimings: { name: string; duration: number; interactionId: number }[];
  /** The size of the last committed React tree: what a first render has to create, without timing noise. */
  treeSize(): TreeSize;
  /** performance.now() of every React commit since the page loaded (the first 100). */
  commitTimes: number[];
  /** The long tasks (50 ms or more) seen since the page loaded, from start to end (ms). */
  longTasks: { start: number; end: number }[];
}

export interface TreeSize {
  /** Fibers whose render function runs: function, class, forwardRef and memo components. */
  components: number;
  /** Hooks of those components (each a state cell React creates and walks on every render). */
  hooks: number;
  /** DOM elements React created (host fibers). */
  hostElements: number;
}

interface Fiber {
  tag: number;
  flags: number;
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  memoizedState: unknown;
}

export function installPageProbe(): void {
  const win = window as unknown as Record<string, unknown>;
  const samples: KeystrokeSample[] = [];
  let current: KeystrokeSample | null = null;
  let waiters: (() => void)[] = [];
  const longTasks: { start: number; end: number }[] = [];
  const eventTimings: PageProbe['eventTimings'] = [];
  const commitTimes: number[] = [];

  // React fiber tags of components whose render function runs: function, class, forwardRef, simple memo.
  // (A memo() of a function with a custom compare is tag 14 and its inner function a tag-0 child.)
  const componentTags = new Set([0, 1, 11, 15]);
  const performedWork = 1;
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function') return (type as { displayName?: string; name?: string }).displayName ?? type.name;
    if (type && typeof type === 'object') {
      const inner = (type as { render?: { name?: string }; type?: { name?: string }; displayName?: string }) ?? {};
      return inner.displayName ?? inner.render?.name ?? inner.type?.name ?? '?';
    }
    return String(type);
  };
  /**
   * The components that rendered in a commit, found the way React DevTools
   * finds them (didFiberRender): walk the committed tree; a subtree whose
   * child pointer is the previous tree's (React bailed out of it without
   * cloning) did not render; a component fiber rendered when it is new or
   * React marked it PerformedWork in this render (the flag is reset for every
   * work-in-progress fiber, and set only when its render function ran).
   */
  const countRendered = (root: Fiber, names: string[]): number => {
    let count = 0;
    const stack: Fiber[] = [root];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      const previous = fiber.alternate;
      if (componentTags.has(fiber.tag) && (previous === null || (fiber.flags & performedWork) !== 0)) {
        count += 1;
        if (names.length < 40) names.push(nameOf(fiber.type));
      }
      const untouched = previous !== null && fiber.child === previous.child;
      if (!untouched) {
        for (let child = fiber.child; child; child = child.sibling) stack.push(child);
      }
    }
    return count;
  };

  // Component tags as above plus memo() with a custom compare (14); hooks are kept by function components only.
  const treeComponentTags = new Set([0, 1, 11, 14, 15]);
  const hookTags = new Set([0, 11, 15]);
  const hostTag = 5;
  let lastRoot: Fiber | null = null;
  const treeSize = (): TreeSize => {
    const size: TreeSize = { components: 0, hooks: 0, hostElements: 0 };
    const stack: Fiber[] = lastRoot ? [lastRoot] : [];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      if (treeComponentTags.has(fiber.tag)) size.components += 1;
      if (fiber.tag === hostTag) size.hostElements += 1;
      if (hookTags.has(fiber.tag)) {
        for (let hook = fiber.memoizedState as { next: unknown } | null; hook; hook = hook.next as typeof hook) {
          size.hooks += 1;
        }
      }
      for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
    return size;
  };

  let rendererId = 0;
  win.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => {
      rendererId += 1;
      return rendererId;
    },
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      lastRoot = root.current;
      if (commitTimes.length < 100) commitTimes.push(performance.now());
      const sample = current;
      if (!sample) return;
      sample.commits += 1;
      if (sample.firstCommit < 0) sample.firstCommit = performance.now();
      if (probe.countRenders) sample.rendered += countRendered(root.current, sample.renderedNames);
    },
  };

  const finish = (sample: KeystrokeSample) => {
    sample.paint = performance.now();
    if (current === sample) current = null;
    const pending = waiters;
    waiters = [];
    pending.forEach((resolve) => resolve());
  };

  window.addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted || event.key.length !== 1) return;
      const sample: KeystrokeSample = {
        key: event.key,
        start: performance.now(),
        arrival: event.timeStamp,
        keydownEnd: 0,
        inputStart: 0,
        syncEnd: 0,
        paint: 0,
        commits: 0,
        firstCommit: -1,
        rendered: 0,
        renderedNames: [],
        dispatch: 0,
        dispatchByEvent: {},
        dispatchEvents: 0,
      };
      current = sample;
      lastSample = sample;
      samples.push(sample);
    },
    { capture: true },
  );
  // JS inside each event's dispatch: these capturing listeners on window run first (added before any page
  // script); each adds a bubbling listener on window for this very event, which runs after every other
  // listener of the dispatch (listeners added during a dispatch run in the bubbling phase after those added
  // before), and queues the microtask that ends the measure after the microtasks the listeners queued.
  let lastSample: KeystrokeSample | null = null;
  for (const type of ['keydown', 'keypress', 'beforeinput', 'input', 'keyup']) {
    window.addEventListener(
      type,
      (event) => {
        const sample = lastSample;
        if (!event.isTrusted || !sample) return;
        if ((type === 'keydown' || type === 'keyup') && (event as KeyboardEvent).key !== sample.key) return;
        const start = performance.now();
        const end = (other: Event) => {
          if (other !== event) return;
          window.removeEventListener(type, end);
          queueMicrotask(() => {
            const spent = performance.now() - start;
            sample.dispatch += spent;
            sample.dispatchByEvent[type] = (sample.dispatchByEvent[type] ?? 0) + spent;
            sample.dispatchEvents += 1;
          });
        };
        window.addEventListener(type, end);
      },
      { capture: true },
    );
  }
  window.addEventListener('keydown', () => {
    if (current && current.keydownEnd === 0) current.keydownEnd = performance.now();
  });
  window.addEventListener(
    'input',
    () => {
      if (current && current.inputStart === 0) current.inputStart = performance.now();
    },
    { capture: true },
  );
  window.addEventListener('input', () => {
    const sample = current;
    if (!sample || sample.syncEnd !== 0) return;
    queueMicrotask(() => {
      sample.syncEnd = performance.now();
    });
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => finish(sample);
      channel.port2.postMessage(0);
    });
  });
  window.addEventListener('click', () => (probe.lastClick = performance.now()), { capture: true });

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'input') {
          eventTimings.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // Without these observers the navigation figures fall back to the DOM alone.
  }

  const allPresent = (expected: string[]): boolean =>
    expected.every((key) => {
      const wrapper = document.querySelector(`[data-question="${CSS.escape(key)}"]`);
      if (!wrapper) return false;
      const controls = wrapper.querySelectorAll('input, textarea, select, button');
      return Array.from(controls).every((control) => !(control as HTMLInputElement).disabled);
    });

  /**
   * Resolves when the first frame after every expected question is in the DOM with its controls enabled has been
   * made: a requestAnimationFrame callback runs in the task that then styles, lays out and paints its frame, and a
   * message posted from it runs after that task. A long task that the browser ran between the two (a script that
   * had been waiting) started after the frame was made: its start is the frame's end then. Long-task entries come
   * to their observer a little later, so that one is looked up once the page is quiet (`paintedAt`).
   */
  const paintedOnce = (expected: string[]): Promise<PaintedFrame> =>
    new Promise((resolve) => {
      const painted = () =>
        requestAnimationFrame(() => {
          const frameAt = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve({ frameAt, messageAt: performance.now() });
          channel.port2.postMessage(0);
        });
      if (allPresent(expected)) {
        painted();
        return;
      }
      const observer = new MutationObserver(() => {
        if (!allPresent(expected)) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    });
  let watched: { keys: string; painted: Promise<PaintedFrame> } | undefined;

  /** React has each expected question's controls (it puts its own properties on the elements it renders or hydrates). */
  const ownedByReact = (expected: string[]): boolean =>
    expected.every((key) => {
      const control = document.querySelector(
        `[data-question="${CSS.escape(key)}"] input, [data-question="${CSS.escape(key)}"] textarea, [data-question="${CSS.escape(key)}"] select`,
      );
      return control === null || Object.keys(control).some((name) => name.startsWith('__react'));
    });

  const probe: PageProbe = {
    samples,
    countRenders: false,
    lastClick: 0,
    eventTimings,
    treeSize,
    commitTimes,
    longTasks,
    // A key that changed nothing (no input event) must not hang the bench: give up after 2 s.
    settled: () =>
      current === null
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiters.push(resolve);
            setTimeout(resolve, 2000);
          }),
    waitPainted: (expected) =>
      watched && watched.keys === expected.join('\n') ? watched.painted : paintedOnce(expected),
    watchPainted: (expected) => {
      watched = { keys: expected.join('\n'), painted: paintedOnce(expected) };
    },
    waitInteractive: (expected, since, quietMs) =>
      new Promise((resolve) => {
        let readyAt = 0;
        // A page the server rendered has every question from its first paint, but answers no input until React
        // has taken it over (hydration changes no element, so no mutation tells): checked on a timer too.
        const check = () => {
          if (readyAt === 0 && allPresent(expected) && ownedByReact(expected)) {
            readyAt = performance.now();
            observer.disconnect();
            clearInterval(timer);
            waitQuiet();
          }
        };
        const observer = new MutationObserver(check);
        const timer = setInterval(check, 20);
        const waitQuiet = () => {
          const lastEnd = () =>
            longTasks.filter((task) => task.end > since).reduce((latest, task) => Math.max(latest, task.end), 0);
          const poll = () => {
            const quietSince = Math.max(readyAt, lastEnd());
            if (performance.now() - quietSince < quietMs) {
              setTimeout(poll, 50);
              return;
            }
            const lastLongTaskEnd = lastEnd();
            resolve({ readyAt, lastLongTaskEnd, interactiveAt: Math.max(readyAt, lastLongTaskEnd) });
          };
          poll();
        };
        observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
        check();
      }),
  };
  win.__formPageProbe = probe;
  // Keys named before the probe was installed (see paintWatchScript): watched from the document's start.
  if (Array.isArray(win.__paintWatchKeys)) probe.watchPainted(win.__paintWatchKeys as string[]);
}

/**
 * An init script (added after the probe's) that watches for `expected` from the document's start, so that
 * `waitPainted` times a page rendered by the server from its own paint.
 */
export function paintWatchScript(expected: string[]): string {
  const keys = JSON.stringify(expected);
  return `window.__paintWatchKeys = ${keys};\nwindow.__formPageProbe?.watchPainted(${keys});`;
}

/** When the frame with the expected questions was made: its requestAnimationFrame and the message posted from it. */
export interface PaintedFrame {
  frameAt: number;
  messageAt: number;
}

/**
 * The end of that frame's work on the main thread: the message's time, or the start of a long task that ran
 * between the frame and the message.
 */
export function paintedAt(frame: PaintedFrame, longTasks: { start: number }[]): number {
  const between = longTasks.filter((task) => task.start >= frame.frameAt && task.start < frame.messageAt);
  return Math.min(frame.messageAt, ...between.map((task) => task.start));
}

/** The init script: tsx/esbuild wraps named inner functions in `__name(...)`, which the page does not have. */
export function pageProbeScript(): string {
  return `globalThis.__name = (fn) => fn;\n(${installPageProbe.toString()})();`;
}
