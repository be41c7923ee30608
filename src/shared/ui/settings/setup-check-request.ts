import { signal } from '../../model/signals';

/** Another part of the page (the softphone's home) asked Settings to open Check my setup; Settings takes it once. */
export const setupCheckRequest = signal(false);

export function takeSetupCheckRequest(): boolean {
  const asked = setupCheckRequest.peek();
  if (asked) setupCheckRequest.value = false;
  return asked;
}
