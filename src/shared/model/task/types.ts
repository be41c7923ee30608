/** Task data as the panel keeps it (task §3), whatever host it came from. */

export interface TaskReference {
  name: string;
  /** URL, STRING, NUMBER, EMAIL, DATE or ATTACHMENT. */
  type: string;
  value: string;
}

/** What the snapshot says of a task beyond its name and description. */
export interface TaskContactInfo {
  references: readonly TaskReference[];
}
