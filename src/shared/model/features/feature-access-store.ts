import { type FeatureAccess, type GatedFeature, featureOffered } from '../../rules/feature-access';
import type { CcpPort } from '../port';
import { type ReadonlySignal, computed, signal } from '../signals';

/** The spec's feature check: the first try and up to 2 more on failure, then the flags count as off (§7, §9). */
export const FEATURE_CHECK_RETRIES = 2;

const GATED: readonly GatedFeature[] = ['taskTemplates', 'chatReceipts', 'authenticatedChat', 'quickResponses', 'video'];

export interface FeatureAccessStore {
  /** The instance's flags and region as known now (no flag is on until the allowlist has been read). */
  readonly access: ReadonlySignal<FeatureAccess>;
  /** The features the flags and the region let the panel offer. */
  readonly offered: ReadonlySignal<ReadonlySet<GatedFeature>>;
}

export function createFeatureAccessStore(deps: { port: CcpPort }): FeatureAccessStore {
  const features = deps.port.features;
  // Without a feature-access service the flags decide nothing; with one, nothing flagged is offered before it answers.
  const enabledFlags = signal<ReadonlySet<string> | null>(features?.enabledFlags ? new Set() : null);
  const access = computed<FeatureAccess>(() => ({ enabledFlags: enabledFlags.value, region: features?.region ?? null }));

  const ask = features?.enabledFlags?.bind(features);
  if (ask) {
    const load = (triesLeft: number): void => {
      ask().then(
        (names) => (enabledFlags.value = new Set(names.filter((n) => typeof n === 'string'))),
        () => (triesLeft > 0 ? load(triesLeft - 1) : undefined),
      );
    };
    load(FEATURE_CHECK_RETRIES);
  }

  return {
    access,
    offered: computed(() => new Set(GATED.filter((f) => featureOffered(f, access.value)))),
  };
}
