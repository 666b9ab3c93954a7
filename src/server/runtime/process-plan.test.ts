import { describe, expect, it } from "vitest";
import { planProcesses } from "./process-plan.ts";

describe("planProcesses", () => {
  it("runs one process per core on PostgreSQL unless LADLE_WORKERS says otherwise", () => {
    expect(planProcesses({ isPostgres: true, isDev: false, cores: 4 })).toEqual({ workers: 4 });
    expect(planProcesses({ isPostgres: true, isDev: false, cores: 4, requested: 2 })).toEqual({ workers: 2 });
    expect(planProcesses({ isPostgres: true, isDev: false, cores: 0 })).toEqual({ workers: 1 });
  });

  it("keeps the embedded database in one process and says why", () => {
    const plan = planProcesses({ isPostgres: false, isDev: false, cores: 8, requested: 3 });
    expect(plan.workers).toBe(1);
    expect(plan.note).toContain("only one process may open its data folder");
    expect(plan.note).toContain("LADLE_WORKERS=3 is ignored");
    expect(planProcesses({ isPostgres: false, isDev: false, cores: 8 }).note).not.toContain("ignored");
  });

  it("keeps development in one process, quietly unless more were asked for", () => {
    expect(planProcesses({ isPostgres: true, isDev: true, cores: 8 })).toEqual({ workers: 1, note: undefined });
    expect(planProcesses({ isPostgres: true, isDev: true, cores: 8, requested: 2 }).note).toContain("ignored");
  });
});
