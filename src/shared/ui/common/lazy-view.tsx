import { Component, Suspense, createElement, use, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';

/** A chunk of views: loaded once for all of them, and retried for all of them when it could not be fetched. */
export interface LazyChunk<M> {
  preload(): Promise<M>;
  retry(): void;
  loaded(): M | null;
}

const chunks: LazyChunk<unknown>[] = [];

export function lazyChunk<M>(load: () => Promise<M>, stylesheet?: () => string | null): LazyChunk<M> {
  let module: M | null = null;
  let code: M | null = null;
  let pending: Promise<M> | null = null;
  let failure: unknown = null;
  let failed = false;
  const importCode = async (): Promise<M> => {
    if (code) return code;
    try {
      return (code = await (failure ? reimport<M>(failure) : load()));
    } catch (e) {
      failure = e;
      throw e;
    }
  };
  const chunk: LazyChunk<M> = {
    // The views render once their styles have come too (they are not in the first stylesheet: build.mjs).
    preload: () =>
      (pending ??= Promise.all([importCode(), stylesheet?.() ? loadStylesheet(stylesheet()!) : undefined]).then(
        ([m]) => (module = m),
        (e: unknown) => {
          failed = true;
          throw e;
        },
      )),
    // A chunk that failed (a dropped connection) may load on the next try; until then renders see the same failure.
    retry: () => {
      if (failed && !module) {
        failed = false;
        pending = null;
      }
    },
    loaded: () => module,
  };
  chunks.push(chunk);
  return chunk;
}

const stylesheets = new Map<string, Promise<void>>();

/** A stylesheet linked once; one that could not be fetched is removed, so the next try links it anew. */
function loadStylesheet(href: string): Promise<void> {
  let loading = stylesheets.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        stylesheets.delete(href);
        reject(new Error(`The stylesheet ${href} could not be loaded`));
      };
      document.head.append(link);
    });
    stylesheets.set(href, loading);
  }
  return loading;
}

/**
 * A view whose code is in a chunk loaded later (shell/later-views.ts), so start-up evaluates only the shell and the
 * status: the first screen needs neither the task, email, chat or settings views nor the number pad's phone
 * library. Unlike React.lazy, a view whose chunk has loaded (preloaded after start-up, see preloadLazyViews)
 * renders at once, never through a fallback frame, so focus moves and announcements behave as if it had always
 * been there.
 */
export function lazyView<M, P extends object>(chunk: LazyChunk<M>, pick: (module: M) => ComponentType<P>): (props: P) => ReactNode {
  // One tree shape whether or not the chunk has loaded: switching shapes would remount the view and lose its state.
  function Loader(props: P): ReactNode {
    return createElement(pick(chunk.loaded() ?? use(chunk.preload())), props);
  }
  return (props: P): ReactNode => (
    <LoadBoundary onRetry={chunk.retry}>
      <Suspense
        fallback={
          <p role="status" className="lazy-view-loading">
            <FormattedMessage id="view.loading" />
          </p>
        }
      >
        {createElement(Loader, props)}
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * Browsers remember a module that failed to load and fail every later import of the same URL, so a retry asks for
 * the chunk under a fresh query. The URL comes from the browser's error ('Failed to fetch dynamically imported
 * module: <url>'); where the error does not name it, only a reload can help.
 */
function reimport<M>(failure: unknown): Promise<M> {
  const url = /(https?:\/\/\S+\.js)\b/.exec(String((failure as Error)?.message ?? ''))?.[1];
  if (!url) {
    location.reload();
    return new Promise<M>(() => undefined);
  }
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(Date.now()));
  return import(/* a chunk the build made, under a new query */ fresh.href) as Promise<M>;
}

/** Loads every lazy view's chunk, once the first screen is up, so that later screens open at once. */
export function preloadLazyViews(): void {
  for (const chunk of chunks) {
    chunk.retry();
    chunk.preload().catch(() => undefined);
  }
}

/** A chunk that could not be fetched says so in words and can be asked for again. */
class LoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="lazy-view-failed">
        <p>
          <FormattedMessage id="view.loadFailed" />
        </p>
        <Button
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          <FormattedMessage id="view.retry" />
        </Button>
      </div>
    );
  }
}
