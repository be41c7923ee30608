/**
 * Names and file names from outside (a chat customer's display name, an attachment's file name, an email
 * sender's name) with their bidirectional controls taken out. A right-to-left override (U+202E) turns
 * 'invoice\u202Efdp.exe' into what reads as 'invoiceexe.pdf'; the isolates, embeddings, marks and the Arabic
 * letter mark can reorder a name as much. Isolating the name (<bdi>) keeps it from reordering the text around it,
 * but not itself, so the controls go: the name then reads in its real order, and a file name shows its real
 * extension. Right-to-left letters need none of these to show right.
 */

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// C0 and C1 control characters have no place in a file name either (a saved name with them is mangled or refused).
const FILE_NAME_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A name as it may be shown: no bidi controls. */
export function withoutBidiControls(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}

export interface ShownFileName {
  /** The whole name, safe to show and to save as. */
  name: string;
  /** The name before its extension (the whole name when it has none). */
  base: string;
  /** The real extension, without its dot ('' when there is none). */
  extension: string;
}

/** A file name to show and to save as: no bidi or other control characters, and its real extension apart. */
export function shownFileName(raw: string): ShownFileName {
  const name = raw.replace(FILE_NAME_CONTROLS, '');
  const dot = name.lastIndexOf('.');
  // A leading dot ('.bashrc') is part of the name, not an extension.
  if (dot <= 0 || dot === name.length - 1) return { name, base: name, extension: '' };
  return { name, base: name.slice(0, dot), extension: name.slice(dot + 1) };
}
