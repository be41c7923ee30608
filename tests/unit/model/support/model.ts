import { ManualClock } from '../../../../src/shared/domain/clock';
import { createCcpModel } from '../../../../src/shared/model/create-model';
import type { Capability } from '../../../../src/shared/model/port';
import { memoryStorage } from '../../../../src/shared/model/view/storage';
import { FakePort } from './fake-port';
import { configuration, STATES } from './fixtures';

/** A model over the fake port, configured and initialised as an adapter would leave it. */
export function modelWithFakePort(capabilities?: readonly Capability[], sessionStorage = memoryStorage()) {
  const clock = new ManualClock(1_000_000);
  const fake = new FakePort();
  const model = createCcpModel(fake.port(capabilities), { clock, storage: memoryStorage(), sessionStorage });
  model.agent.applyConfiguration(configuration());
  model.agent.applyAgentStates(STATES);
  model.agent.applyAvailability({ name: 'Available', type: 'routable', startTimestamp: 999_000 });
  model.agent.markInitialized();
  return { clock, fake, model };
}

/** Lets queued promise callbacks run. */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
