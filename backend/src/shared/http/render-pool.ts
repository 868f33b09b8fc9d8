import { Worker } from 'node:worker_threads';

/** What frontend/src/app/entry-server.tsx exports (built into frontend/dist-server/entry-server.cjs). */
export interface PageRenderer {
  /**
   * The route pattern a path opens (`'*'`: Page Not Found), whether the server renders it, and the
   * page's module (its key in the build manifest).
   */
  pageRoute(path: string): { pattern: string; serverRendered: boolean; module?: string } | null;
  render(request: {
    url: string;
    apiOrigin: string;
  }): Promise<{ html: string; styles: string; state: string; passes?: number }>;
}

type PageRoute = ReturnType<PageRenderer['pageRoute']>;
type RenderRequest = Parameters<PageRenderer['render']>[0];
type RenderedPage = Awaited<ReturnType<PageRenderer['render']>>;

/** What the server asks of the renderer, wherever it runs (spa.ts). */
export interface PageRendering {
  pageRoute(path: string): Promise<PageRoute>;
  render(request: RenderRequest): Promise<RenderedPage>;
}

/** The API's origin as the render threads see it when their calls are answered in-process (`AnswerApi`). */
export const IN_PROCESS_API_ORIGIN = 'http://api.in-process.invalid';

/** An API answer for a render thread: what `fetch` resolves to there. */
export interface ApiAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Answers a render's GET of `path` (with query) under /api without a connection (spa.ts). */
export type AnswerApi = (path: string, headers: [string, string][]) => Promise<ApiAnswer>;

/**
 * The thread's code, plain CommonJS evaluated by the worker (no file to find from `dist/` or under
 * ts-jest): it loads the server renderer and answers what it is sent. Failures travel back as text.
 * With `inProcess`, the renderer's GETs of IN_PROCESS_API_ORIGIN go to the main thread as messages
 * (`api`), which answers them through the app without a connection (`apiAnswer`).
 */
const THREAD_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const asked = new Map();
let nextAsk = 1;
if (workerData.inProcess) {
  const origin = workerData.inProcess;
  const fetchOverNetwork = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || !request.url.startsWith(origin + '/')) return fetchOverNetwork(request);
    const id = nextAsk++;
    return new Promise((resolve, reject) => {
      asked.set(id, { resolve, reject });
      parentPort.postMessage({ api: { id, path: request.url.slice(origin.length), headers: [...request.headers] } });
    });
  };
}
const renderer = require(workerData.file);
parentPort.on('message', ({ id, route, render, apiAnswer }) => {
  if (apiAnswer !== undefined) {
    const waiting = asked.get(apiAnswer.id);
    asked.delete(apiAnswer.id);
    if (!waiting) return;
    if (apiAnswer.error !== undefined) return waiting.reject(new TypeError(apiAnswer.error));
    const { status, headers, body } = apiAnswer;
    return waiting.resolve(new Response([204, 205, 304].includes(status) ? null : body, { status, headers }));
  }
  if (route !== undefined) return parentPort.postMessage({ id, answer: renderer.pageRoute(route) });
  renderer.render(render).then(
    (answer) => parentPort.postMessage({ id, answer }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
`;

/**
 * A thread's heap: the renderer's code and data take about 20 MB, a school page's render a few MB
 * while it waits on its API answers. A thread that outgrows it dies and is replaced (its pages are
 * served as the shell meanwhile) rather than growing the app past its memory budget. A render makes
 * mostly short-lived garbage: with an 8 MB young generation the thread spent a fifth of its time in
 * the garbage collector and served about 50 uncached school pages/s; 16 MB serves about 60 for some
 * 10 MB more (measured in issue 21; docs/performance.md "History").
 */
const THREAD_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/** A thread that died before it answered anything (its renderer did not load) is replaced after this long. */
const RESTART_DELAY_MS = 1000;

/** A render thread's API call (THREAD_SCRIPT). */
interface ApiQuestion {
  id: number;
  path: string;
  headers: [string, string][];
}

interface Thread {
  worker: Worker;
  alive: boolean;
  /** It has answered once: its renderer loaded. */
  answered: boolean;
  /** Questions sent and not yet answered, by id. */
  pending: Map<number, { resolve: (answer: never) => void; reject: (error: Error) => void }>;
}

/**
 * Renders pages on worker threads, beside the thread that answers HTTP. A render is mostly React and
 * emotion working synchronously (about 20 ms of CPU for a school page): on the event loop it held up
 * every other request meanwhile, including the API calls the render itself makes, and the app used
 * one core of two. A question goes to the thread with the fewest under way; a render
 * waits on its API answers, so one thread has several at once. The renderer is loaded only in the
 * threads (about 50 MB each): the route lookup is asked of them too. A thread that dies fails what it
 * had (the caller serves the shell, which renders in the browser) and is replaced.
 */
export class RenderPool implements PageRendering {
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly rendererFile: string,
    size: number,
    private readonly onThreadError: (message: string) => void = () => undefined,
    private readonly answerApi?: AnswerApi,
  ) {
    for (let index = 0; index < Math.max(1, size); index++) this.threads.push(this.startThread());
  }

  pageRoute(path: string): Promise<PageRoute> {
    return this.ask({ route: path });
  }

  render(request: RenderRequest): Promise<RenderedPage> {
    return this.ask({ render: this.answerApi ? { ...request, apiOrigin: IN_PROCESS_API_ORIGIN } : request });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  private ask<T>(question: { route: string } | { render: RenderRequest }): Promise<T> {
    const alive = this.threads.filter((each) => each.alive);
    if (this.closed || alive.length === 0) return Promise.reject(new Error('no render thread is running'));
    const thread = alive.reduce((least, each) => (each.pending.size < least.pending.size ? each : least));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      thread.pending.set(id, { resolve: resolve as (answer: never) => void, reject });
      thread.worker.postMessage({ id, ...question });
    });
  }

  /** A render's API call, answered through the app in this thread (`answerApi`); a failure is a network error there. */
  private answerApiCall(worker: Worker, { id, path, headers }: ApiQuestion): void {
    const reply = (apiAnswer: Partial<ApiAnswer> & { id: number; error?: string }) => {
      // The thread may have died meanwhile: its render has already failed.
      if (this.threads.some((thread) => thread.worker === worker && thread.alive)) worker.postMessage({ apiAnswer });
    };
    // The renderer asks only the API; anything else is refused like an unreachable host.
    if (!path.startsWith('/api/')) return reply({ id, error: `not an API path: ${path}` });
    this.answerApi!(path, headers).then(
      (answer) => reply({ id, ...answer }),
      (error: unknown) => reply({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  }

  private startThread(): Thread {
    const worker = new Worker(THREAD_SCRIPT, {
      eval: true,
      workerData: { file: this.rendererFile, inProcess: this.answerApi ? IN_PROCESS_API_ORIGIN : undefined },
      resourceLimits: THREAD_LIMITS,
    });
    // The threads must not keep the process alive on shutdown.
    worker.unref();
    const thread: Thread = { worker, alive: true, answered: false, pending: new Map() };
    worker.on('message', (message: { id: number; answer?: never; error?: string; api?: ApiQuestion }) => {
      if (message.api) return this.answerApiCall(worker, message.api);
      thread.answered = true;
      const waiting = thread.pending.get(message.id);
      thread.pending.delete(message.id);
      if (!waiting) return;
      if (message.error === undefined) waiting.resolve(message.answer as never);
      else waiting.reject(new Error(message.error));
    });
    const fail = (reason: string) => {
      for (const waiting of thread.pending.values()) waiting.reject(new Error(reason));
      thread.pending.clear();
    };
    worker.on('error', (error) => {
      this.onThreadError(`render thread failed: ${error.message}`);
      fail(`render thread failed: ${error.message}`);
    });
    worker.on('exit', (code) => {
      thread.alive = false;
      fail(`render thread exited (${code})`);
      if (this.closed) return;
      const replace = () => {
        const index = this.threads.indexOf(thread);
        if (!this.closed && index >= 0) this.threads[index] = this.startThread();
      };
      // Replaced at once (what is asked meanwhile waits for the new thread to start), unless it died
      // while loading: a renderer that cannot load must not spin.
      if (thread.answered) replace();
      else setTimeout(replace, RESTART_DELAY_MS).unref();
    });
    return thread;
  }
}
