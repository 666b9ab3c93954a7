/**
 * A position in the line being read. The readers take a cursor, advance it past what they read
 * and leave it where it was when they read nothing, so that a caller can try one reading after another.
 */
export interface TCursor {
  text: string;
  at: number;
}

const SPACE = /\s*/y;

export function skipSpace(cursor: TCursor) {
  SPACE.lastIndex = cursor.at;
  SPACE.exec(cursor.text);
  cursor.at = SPACE.lastIndex;
}
