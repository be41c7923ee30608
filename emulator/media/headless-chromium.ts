import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * A headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe), with no test
 * framework in between: Connect Local's simulated customer must not be traced, screenshotted or configured by a
 * Playwright test that happens to run Connect Local in the same process, nor vanish under it.
 */
export class HeadlessChromium {
  private nextId = 1;
  private pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  private buffer = '';
  private exited: Promise<void>;
  /** False once the process has gone (crashed, killed or closed): its pages went with it. */
  alive = true;

  private constructor(
    private readonly child: ChildProcess,
    private readonly userDataDir: string,
  ) {
    const out = child.stdio[4] as Readable;
    out.setEncoding('utf8');
    out.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\0')) >= 0) {
        const raw = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 1);
        let msg: { id?: number; result?: unknown; error?: { message: string } };
        try {
          msg = JSON.parse(raw);
        } catch {
          continue;
        }
        const waiting = msg.id === undefined ? undefined : this.pending.get(msg.id);
        if (!waiting) continue;
        this.pending.delete(msg.id!);
        if (msg.error) waiting.reject(new Error(msg.error.message));
        else waiting.resolve(msg.result);
      }
    });
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    void this.exited.then(() => {
      this.alive = false;
      for (const w of this.pending.values()) w.reject(new Error('Chromium exited'));
      this.pending.clear();
    });
  }

  static launch(executable: string, args: string[]): HeadlessChromium {
    const userDataDir = mkdtempSync(join(tmpdir(), 'connect-local-customer-'));
    const child = spawn(executable, ['--headless', '--remote-debugging-pipe', `--user-data-dir=${userDataDir}`, ...args, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    child.on('error', () => undefined);
    return new HeadlessChromium(child, userDataDir);
  }

  /** One DevTools command, on the browser or (with sessionId) on a page. */
  send<T = any>(method: string, params: Record<string, unknown> = {}, sessionId?: string, timeoutMs = 15_000): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => (this.pending.delete(id), reject(new Error(`${method} got no answer within ${timeoutMs} ms`))), timeoutMs);
      this.pending.set(id, { resolve: (v) => (clearTimeout(timer), resolve(v)), reject: (e) => (clearTimeout(timer), reject(e)) });
      (this.child.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }

  /** Opens `url` in a new page; answers the page's session. */
  async open(url: string, timeoutMs?: number): Promise<string> {
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', { url }, undefined, timeoutMs);
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true }, undefined, timeoutMs);
    return sessionId;
  }

  /** Evaluates an expression in a page and answers its (awaited, JSON) value. */
  async evaluate<T>(sessionId: string, expression: string, timeoutMs?: number): Promise<T> {
    const r = await this.send<{ result: { value?: T }; exceptionDetails?: { exception?: { description?: string }; text: string } }>(
      'Runtime.evaluate',
      { expression, awaitPromise: true, returnByValue: true },
      sessionId,
      timeoutMs,
    );
    if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text);
    return r.result.value as T;
  }

  async closePage(sessionId: string) {
    const { targetInfo } = await this.send<{ targetInfo: { targetId: string } }>('Target.getTargetInfo', {}, sessionId).catch(() => ({ targetInfo: null as never }));
    if (targetInfo) await this.send('Target.closeTarget', { targetId: targetInfo.targetId }).catch(() => undefined);
  }

  async close() {
    await this.send('Browser.close', {}, undefined, 3000).catch(() => undefined);
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 3000);
    await this.exited;
    clearTimeout(killer);
    rmSync(this.userDataDir, { recursive: true, force: true });
  }
}
