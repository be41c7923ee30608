import type { ContactsStore } from '../contacts/contacts';
import { computed, effect, signal, type ReadonlySignal } from '../signals';
import type { CallQualityFigures, QualityLevel } from '../../domain/call-quality';
import { callQualityLevel, poorFigures, type QualityFigure } from '../../rules/call-quality';

export interface CallQuality {
  figures: CallQualityFigures;
  level: QualityLevel;
  /** The figures past their 'poor' threshold: the warning names them. */
  poor: QualityFigure[];
}

export interface CallQualityStore {
  /** The latest quality of a live call, from what its softphone reported; null before the first report. */
  of(contactId: string): ReadonlySignal<CallQuality | null>;
  /** The adapter's report: the figures of one softphone report for a contact. */
  applyFigures(contactId: string, figures: CallQualityFigures): void;
  dispose(): void;
}

export function createCallQualityStore(deps: { contacts: ContactsStore }): CallQualityStore {
  const latest = signal<ReadonlyMap<string, CallQualityFigures>>(new Map());
  const views = new Map<string, ReadonlySignal<CallQuality | null>>();
  // A contact's figures go with the contact.
  const stop = effect(() => {
    const ids = new Set(deps.contacts.ids.value);
    const current = latest.peek();
    if ([...current.keys()].every((id) => ids.has(id))) return;
    latest.value = new Map([...current].filter(([id]) => ids.has(id)));
    for (const id of views.keys()) if (!ids.has(id)) views.delete(id);
  });
  return {
    of(contactId) {
      let view = views.get(contactId);
      if (!view) {
        view = computed(() => {
          const figures = latest.value.get(contactId);
          return figures ? { figures, level: callQualityLevel(figures), poor: poorFigures(figures) } : null;
        });
        views.set(contactId, view);
      }
      return view;
    },
    applyFigures(contactId, figures) {
      if (!deps.contacts.get(contactId)) return;
      latest.value = new Map(latest.peek()).set(contactId, figures);
    },
    dispose: stop,
  };
}
