import type { ChannelRoute } from './channels';

/** The softphone home's views a channel activation can name (shell §2: home, quick_connects, number_pad, …). */
export type SoftphoneViewType = 'quick_connects' | 'number_pad';

/** What activating a channel with a view type stores (chat/task/email §2, shell §3): which view, of which channel, asked by whom. */
export interface ChannelActivation {
  viewType: string;
  mediaType: string;
  source: string;
}

const SOFTPHONE_VIEWS: readonly string[] = ['quick_connects', 'number_pad'] satisfies SoftphoneViewType[];

/** The softphone home view a stored activation names, or null when it names none (or another channel's). */
export function softphoneViewOf(activation: ChannelActivation | null): SoftphoneViewType | null {
  if (activation?.mediaType !== 'softphone' || !SOFTPHONE_VIEWS.includes(activation.viewType)) return null;
  return activation.viewType as SoftphoneViewType;
}

/**
 * Whether a stored activation has been left behind: the agent is on another channel's route, or a contact took the
 * channel's panel over (the view it named is no longer on screen). A route not yet known (start-up) leaves it be.
 */
export function activationLeft(activation: ChannelActivation | null, where: { route: string | null; shownContactId: string | null }): boolean {
  if (activation === null || where.route === null) return false;
  return where.route !== activation.mediaType || where.shownContactId !== null;
}
