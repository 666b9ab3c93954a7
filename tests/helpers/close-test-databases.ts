/**
 * A setup file of the integration tests: it runs before every test file, so each file's databases
 * are closed after its last test, whether or not the files share their modules.
 */
import { afterAll } from "vitest";
import { closeTestDatabases } from "./db.ts";

afterAll(closeTestDatabases);
