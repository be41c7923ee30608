/** The number pad accepts only digits 0-9, *, # and + (§5). */
export function isDialpadInput(text: string): boolean {
  return /^[0-9*#+]+$/.test(text);
}
