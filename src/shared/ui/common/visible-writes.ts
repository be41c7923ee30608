/**
 * Writes that only matter while someone can see them (a timer's next second): done at once while the page is shown
 * and the node is on screen, otherwise held and done once it is, so a hidden tab or a timer scrolled out of sight
 * costs no style, layout or paint. One IntersectionObserver and one visibilitychange listener serve every node.
 */
interface Held {
  write: () => void;
  onScreen: boolean;
  stale: boolean;
}

const held = new Map<Element, Held>();
let observer: IntersectionObserver | null = null;

const pageShown = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

function flush(h: Held) {
  if (!h.stale || !h.onScreen || !pageShown()) return;
  h.stale = false;
  h.write();
}

function onVisibilityChange() {
  held.forEach(flush);
}

/**
 * Registers `write` for `node`; `update()` asks for it (done now, or when the node can next be seen). A node counts as
 * on screen until the observer first says otherwise (its first report comes after the first paint).
 */
export function visibleWrites(node: Element, write: () => void): { update(): void; dispose(): void } {
  const h: Held = { write, onScreen: true, stale: false };
  if (held.size === 0 && typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibilityChange);
  held.set(node, h);
  if (typeof IntersectionObserver !== 'undefined') {
    observer ??= new IntersectionObserver((records) => {
      for (const r of records) {
        const entry = held.get(r.target);
        if (!entry) continue;
        entry.onScreen = r.isIntersecting;
        flush(entry);
      }
    });
    observer.observe(node);
  }
  return {
    update() {
      h.stale = true;
      flush(h);
    },
    dispose() {
      held.delete(node);
      observer?.unobserve(node);
      if (held.size === 0 && typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
