import type SQLite from 'better-sqlite3';

/**
 * `fold_case(text)`: the text in Unicode's composed form (NFC), upper-cased and then lower-cased
 * by Unicode's rules (JavaScript's `toUpperCase()` and `toLowerCase()`), for the list filters that
 * ignore case. Upper-casing first makes the letters that lower-casing alone leaves apart match:
 * `ß` and `ss` (`GROSS` finds `Groß`), the Turkish dotless `ı` and `i` (`YILDIZ` finds `Yıldız`).
 * SQLite's own lower() and LIKE fold the ASCII letters alone, so `müller` would not find `Müller`.
 * Deterministic: SQLite computes it once for a constant, the text searched for. Every connection
 * that runs a list's SQL registers it: the server's, and the reader of the CSV exports.
 */
export const FOLD_CASE_FUNCTION = 'fold_case';

export function registerFoldCase(sqlite: SQLite.Database): void {
  sqlite.function(FOLD_CASE_FUNCTION, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.normalize('NFC').toUpperCase().toLowerCase() : value,
  );
}
