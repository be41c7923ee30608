/**
 * The contact attributes the agent sees on a contact: only those the deployment names (config.json
 * `shownAttributes`), in its order. Attributes carry whatever a flow set, customer input and internal keys alike, so
 * none shows unless the administrator chose it; a named attribute the contact lacks (or has empty) is left out.
 */
export function shownAttributes(attributes: Readonly<Record<string, string>> | undefined, names: readonly string[]): { name: string; value: string }[] {
  if (!attributes) return [];
  return names.flatMap((name) => (Object.hasOwn(attributes, name) && attributes[name]!.trim() ? [{ name, value: attributes[name]! }] : []));
}
