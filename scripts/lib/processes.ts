import { type ChildProcess, spawn } from 'node:child_process';
import { root } from './env.ts';

const colours = [36, 35, 33, 32, 34, 31];
const children = new Set<ChildProcess>();

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Label shown before every output line. */
  label: string;
}

function pipeWithPrefix(stream: NodeJS.ReadableStream | null, prefix: string, target: NodeJS.WriteStream): void {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${prefix} ${pending}\n`);
  });
}

let colourIndex = 0;
function prefixFor(label: string): string {
  const colour = colours[colourIndex++ % colours.length];
  return process.stdout.isTTY ? `\x1b[${colour}m[${label}]\x1b[0m` : `[${label}]`;
}

/** Starts a long-running process in its own process group, its output prefixed with its label. */
export function startProcess(command: string, args: string[], options: RunOptions): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = prefixFor(options.label);
  pipeWithPrefix(child.stdout, prefix, process.stdout);
  pipeWithPrefix(child.stderr, prefix, process.stderr);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Runs a command to completion, showing elapsed time while it works; rejects on a non-zero exit. */
export async function runStep(
  title: string,
  command: string,
  args: string[],
  options: Omit<RunOptions, 'label'> & { quiet?: boolean } = {},
): Promise<number> {
  const started = performance.now();
  process.stdout.write(`▸ ${title} …\n`);
  const ticker = setInterval(() => {
    process.stdout.write(`  … ${title}: ${Math.round((performance.now() - started) / 1000)}s\n`);
  }, 15_000);
  try {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    const output: string[] = [];
    const prefix = prefixFor(title.split(' ')[0] ?? 'step');
    if (options.quiet) {
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    } else {
      pipeWithPrefix(child.stdout, prefix, process.stdout);
      pipeWithPrefix(child.stderr, prefix, process.stderr);
    }
    const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
    children.delete(child);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      if (options.quiet) process.stderr.write(output.join(''));
      throw new Error(`${title} failed (exit ${code}) after ${seconds}s`);
    }
    process.stdout.write(`✓ ${title} (${seconds}s)\n`);
    return Number(seconds);
  } finally {
    clearInterval(ticker);
  }
}

/** Polls a URL until it answers (any status below 500) or the deadline passes. */
export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: its process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

let stopping = false;

/** True once the shop is shutting down: children exiting then is expected, not a failure. */
export function isStopping(): boolean {
  return stopping;
}

/** Stops every child's whole process group: SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(graceMs = 5_000): Promise<void> {
  stopping = true;
  const running = [...children].filter((child) => child.exitCode === null && child.pid);
  for (const child of running) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (running.some((child) => child.exitCode === null) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const child of running) if (child.exitCode === null) signalGroup(child, 'SIGKILL');
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    // already gone
  }
}

const shutdownHandlers: Array<() => void | Promise<void>> = [];
let signalsInstalled = false;

/** Runs the handlers (last registered first), then stops every child, on Ctrl-C or a termination signal. */
export function onShutdown(handler: () => void | Promise<void>): void {
  shutdownHandlers.unshift(handler);
  if (signalsInstalled) return;
  signalsInstalled = true;
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      process.stdout.write(`\n▸ ${signal}: stopping every process …\n`);
      for (const run of shutdownHandlers) {
        try {
          await run();
        } catch (error) {
          console.error(error);
        }
      }
      await stopAll();
      process.exit(0);
    });
  }
}
