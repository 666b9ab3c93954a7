/**
 * `console.error` during a test fails it: an error logged and swallowed is a bug the
 * assertions did not see. The message still prints; the test then fails in afterEach. A test that
 * expects an error log replaces console.error itself (`vi.spyOn(console, "error")`).
 */
import { format } from "node:util";
import { afterAll, afterEach } from "vitest";

const logged: string[] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  logged.push(format(...args));
  original(...args);
};

function failIfLogged(where: string) {
  if (logged.length === 0) return;
  const messages = logged.splice(0).map((m) => `  ${m.split("\n")[0]}`);
  throw new Error(`console.error was called ${where}:\n${messages.join("\n")}`);
}

afterEach(() => failIfLogged("during this test or its hooks"));
afterAll(() => {
  try {
    failIfLogged("in a hook after the last test");
  } finally {
    console.error = original;
  }
});
