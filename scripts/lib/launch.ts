// What `./shop start` and `./shop topology` share: migrate and seed the commerce database, build what changed, start
// the processes, stop everything when one of them exits, wait until each answers, and leave the list of processes
// (name and pid, kept current when a process is started again) in the data folder for benchmarks and tools.
import type { ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Service } from '../services.ts';
import { studioBuildEnv } from '../services.ts';
import { isStopping, onShutdown, runStep, startProcess, stopAll, waitForUrl } from './processes.ts';

export interface Launched {
  service: Service;
  pid: number | undefined;
}

export async function launch(options: {
  dataDir: string;
  skipBuild: boolean;
  /** Started in order, all at once; each must answer its readyUrl. */
  services: Service[];
  /** Started again when it exits (the others keep running) instead of stopping the shop. */
  restart?: (service: Service) => boolean;
}): Promise<Launched[]> {
  await runStep('database: migrations and seed', process.execPath, ['lib/commerce/src/seed/cli.ts']);
  if (!options.skipBuild) {
    Object.assign(process.env, studioBuildEnv());
    await runStep('build: site and Studio (turbo, cached when nothing changed)', 'npx', [
      'turbo',
      'run',
      'build',
      '--filter=@shop/site',
      '--filter=@shop/studio',
      '--output-logs=errors-only',
    ]);
  }
  const pidFile = path.join(options.dataDir, 'processes.json');
  const pids = new Map<string, number | undefined>();
  const writePids = () => writeFileSync(pidFile, JSON.stringify([...pids].map(([name, pid]) => ({ name, pid }))));
  const start = (service: Service): ChildProcess => {
    const child = startProcess(service.command, service.args, {
      label: service.name,
      cwd: service.cwd,
      env: service.env,
    });
    pids.set(service.name, child.pid);
    child.on('exit', (code, signal) => {
      if (isStopping()) return;
      if (options.restart?.(service)) {
        // A node of several: the others (and the balancer) carry on while it comes back, as a service manager would.
        console.error(`↻ ${service.name} exited (${code ?? signal}); starting it again`);
        setTimeout(() => {
          if (isStopping()) return;
          start(service);
          writePids();
        }, 1_000);
        return;
      }
      console.error(`✗ ${service.name} exited (${code ?? signal}); stopping the shop`);
      void stopAll().then(() => process.exit(1));
    });
    return child;
  };
  const running = options.services.map((service) => ({ service, child: start(service) }));
  await Promise.all(running.map(({ service, child }) => waitForUrl(service.readyUrl, 120_000, child)));
  const launched = running.map(({ service, child }) => ({ service, pid: child.pid }));
  writePids();
  onShutdown(() => rmSync(pidFile, { force: true }));
  return launched;
}
