import { describe, expect, it } from 'vitest';
import { modelDrift } from '../../../emulator/cti/model-drift.ts';
import { ctiOperations, TRANSPORTS_PENDING } from '../../../emulator/cti/operations.ts';
import { loadServiceModel } from '../../../emulator/cti/service-model.ts';

// Connect Local must answer every CTI operation of the installed streams' model, except the few documented as
// pending. A streams upgrade that adds or renames an operation fails here instead of silently in a browser.

describe('CTI model drift between the installed streams and Connect Local', () => {
  const report = modelDrift();

  it('reads the CTI model out of the installed streams bundle', () => {
    expect(report.streamsVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(report.modelOperations).toBeGreaterThan(20);
  });

  it('answers every model operation outside the documented pending list', () => {
    const unplanned = report.notAnswered.filter((op) => !(op in report.pending));
    expect(unplanned, `streams ${report.streamsVersion} has CTI operations Connect Local does not answer`).toEqual([]);
  });

  it('keeps the pending list honest: each entry is a model operation that is really not answered yet', () => {
    const ops = Object.keys(loadServiceModel().operations);
    for (const op of Object.keys(report.pending)) {
      expect(ops, `${op} is listed as pending but is not in streams' model`).toContain(op);
      expect(report.notAnswered, `${op} is listed as pending but Connect Local answers it`).toContain(op);
    }
  });

  it('gives every CreateTransport transport of the model (softphone, chat, websocket, WebRTC) outside the pending list', () => {
    expect(report.transportsNotAnswered.filter((t) => !(t in TRANSPORTS_PENDING))).toEqual([]);
    for (const t of Object.keys(TRANSPORTS_PENDING)) expect(report.transportsNotAnswered, `${t} is pending but answered or gone`).toContain(t);
  });

  it('answers only operations that streams can call', () => {
    const ops = new Set(Object.keys(loadServiceModel().operations));
    expect(Object.keys(ctiOperations).filter((op) => !ops.has(op))).toEqual([]);
  });
});
