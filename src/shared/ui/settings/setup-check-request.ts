import { signal } from '../../model/signals';

/**
 * Another part of the page (the softphone's home) asked Settings to open Check my setup. The request stands until
 * the agent toggles the section or is back on the softphone's home, not just for Settings' first mount: the page
 * can mount Settings more than once as it settles, and a request taken by the first mount was lost to the second.
 */
export const setupCheckRequest = signal(false);

export function setupCheckRequested(): boolean {
  return setupCheckRequest.peek();
}

export function clearSetupCheckRequest(): void {
  setupCheckRequest.value = false;
}
