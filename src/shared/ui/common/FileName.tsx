import { shownFileName } from '../../rules/bidi-names';

/**
 * A file name from outside, in its real order with its real extension last (rules/bidi-names): the name before
 * the extension is isolated, so a right-to-left name cannot carry the extension to its other side.
 */
export function FileName({ name }: { name: string }) {
  const f = shownFileName(name);
  return (
    <span className="file-name" dir="ltr">
      <bdi>{f.base}</bdi>
      {f.extension && `.${f.extension}`}
    </span>
  );
}
