/** A topic the page should publish to the panel after answering (only subscribed topics are sent). */
export interface SdkEvent {
  topic: { namespace: string; key: string; parameter?: string };
  data: object;
}
