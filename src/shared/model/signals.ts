// The one place the model names its signals library, so a swap touches one file.
// @preact/signals-core has no React in it; the React binding lives in the UI layer.
export { signal, computed, effect, batch, untracked } from '@preact/signals-core';
export type { Signal, ReadonlySignal } from '@preact/signals-core';
