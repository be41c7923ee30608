import type { EmailAddress, EmailFromChoice } from '../domain/email';

const same = (a: EmailAddress, b: EmailAddress) => a.address.toLowerCase() === b.address.toLowerCase();

/** The queue's default outbound address among the choices (the first if none is marked), or none. */
export function defaultFromChoice(choices: readonly EmailFromChoice[]): EmailFromChoice | undefined {
  return choices.find((c) => c.isDefault) ?? choices[0];
}

/**
 * The address a new email goes from: the agent's stored choice while the queue still offers it (a draft restored
 * after the addresses changed must not send from one that is gone), else none, which means the queue's default.
 */
export function chosenFrom(choices: readonly EmailFromChoice[], chosen: EmailAddress | undefined): EmailAddress | undefined {
  if (!chosen) return undefined;
  return choices.find((c) => same(c.address, chosen))?.address;
}

/** The address the agent picked by its text (the value of the From list), if the queue offers it. */
export function fromChoiceByAddress(choices: readonly EmailFromChoice[], address: string): EmailFromChoice | undefined {
  return choices.find((c) => same(c.address, { address }));
}
