import { ServiceError } from '../centre/errors.ts';

/** A fault armed through the control API: the next `count` calls of `operation` fail, or are delayed, or both. */
export interface Fault {
  operation: string;
  count: number;
  delayMs: number;
  error: { type: string; message: string; status: number } | null;
}

export class Faults {
  private armed: Fault[] = [];

  arm(f: Partial<Fault> & { operation: string }): Fault {
    const fault: Fault = {
      operation: f.operation,
      count: Math.max(1, Math.floor(f.count ?? 1)),
      delayMs: Math.max(0, f.delayMs ?? 0),
      error: f.error ? { type: f.error.type ?? 'InternalServiceException', message: f.error.message ?? 'Injected fault', status: f.error.status ?? 500 } : null,
    };
    this.armed.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.armed.map((f) => ({ ...f }));
  }

  clear() {
    this.armed = [];
  }

  /**
   * Applies the first fault armed for this operation, if any: waits, then throws its error. Where `everyOperation`
   * names a family (the CTI service: 'CTI'), a fault armed for '<family> *' applies to each of its operations too:
   * a session Amazon Connect refuses outright refuses every call, not one.
   */
  async apply(operation: string, everyOperation?: string): Promise<void> {
    const f = this.armed.find((x) => x.operation === operation || (everyOperation !== undefined && x.operation === `${everyOperation} *`));
    if (!f) return;
    if (--f.count <= 0) this.armed.splice(this.armed.indexOf(f), 1);
    if (f.delayMs) await new Promise((r) => setTimeout(r, f.delayMs));
    if (f.error) throw new ServiceError(f.error.type, f.error.message, f.error.status);
  }
}
