import { useEffect, useId, useRef } from 'react';

/** Contact attributes as key/value rows the user adds and removes. */

export interface AttributeRow {
  id: number;
  key: string;
  value: string;
}

let nextId = 1;
export const newRow = (): AttributeRow => ({ id: nextId++, key: '', value: '' });

/** The rows as an attributes object, or a message saying what is wrong with them. Empty rows are skipped. */
export function attributesFrom(rows: AttributeRow[]): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (const [i, r] of rows.entries()) {
    const key = r.key.trim();
    if (!key && !r.value) continue;
    if (!key) return `Attribute ${i + 1} has a value but no key.`;
    if (key in out) return `Attribute ${i + 1} repeats the key "${key}".`;
    out[key] = r.value;
  }
  return out;
}

interface Props {
  rows: AttributeRow[];
  setRows: (rows: AttributeRow[]) => void;
  error: string | null;
  onEdit: () => void;
}

export function AttributeRows({ rows, setRows, error, onEdit }: Props) {
  const errorId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const keyRefs = useRef(new Map<number, HTMLInputElement>());
  const count = useRef(rows.length);

  // A new row gets focus on its key; after a removal, focus goes to the next row's key or the Add button.
  useEffect(() => {
    if (rows.length > count.current) {
      const last = rows[rows.length - 1];
      if (last) keyRefs.current.get(last.id)?.focus();
    }
    count.current = rows.length;
  }, [rows]);

  const update = (id: number, patch: Partial<AttributeRow>) => {
    onEdit();
    setRows(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  };
  const remove = (index: number) => {
    onEdit();
    const rest = rows.filter((_, i) => i !== index);
    setRows(rest);
    const next = rest[index] ?? rest[index - 1];
    requestAnimationFrame(() => (next ? keyRefs.current.get(next.id)?.focus() : addRef.current?.focus()));
  };

  return (
    <fieldset className="attributes" aria-describedby={error ? errorId : undefined}>
      <legend>Attributes</legend>
      {rows.length > 0 && (
        <ol>
          {rows.map((r, i) => (
            <li key={r.id} className="attribute">
              <label>
                Key<span className="visually-hidden"> of attribute {i + 1}</span>
                <input
                  ref={(el) => {
                    if (el) keyRefs.current.set(r.id, el);
                    else keyRefs.current.delete(r.id);
                  }}
                  value={r.key}
                  autoComplete="off"
                  onChange={(e) => update(r.id, { key: e.target.value })}
                />
              </label>
              <label>
                Value<span className="visually-hidden"> of attribute {i + 1}</span>
                <input value={r.value} autoComplete="off" onChange={(e) => update(r.id, { value: e.target.value })} />
              </label>
              <button type="button" onClick={() => remove(i)}>
                Remove<span className="visually-hidden"> attribute {i + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {rows.length === 0 && <p className="hint">None yet. Attributes reach the panel as contact attributes, e.g. a customer id.</p>}
      <button type="button" ref={addRef} onClick={() => setRows([...rows, newRow()])}>
        Add attribute
      </button>
      {error && (
        <p id={errorId} role="alert" className="error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
