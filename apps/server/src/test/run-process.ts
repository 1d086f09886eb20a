import { spawn, type SpawnOptions } from 'node:child_process';

export interface ProcessOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs Node on `args` (a command-line tool, as an operator runs it) to its end: its exit code and output. */
export function runNode(args: string[], options: Omit<SpawnOptions, 'stdio'>): Promise<ProcessOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
