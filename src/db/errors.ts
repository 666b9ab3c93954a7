/**
 * The database's errors, apart from the client: the command line tells them apart without loading
 * a database driver.
 */

/** A database that cannot be opened, with what to do about it; the server prints it without a stack. */
export class DatabaseOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseOpenError";
  }
}
