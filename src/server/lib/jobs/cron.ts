/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week), always in UTC, for
 * recurring jobs. Fields take `*`, numbers, ranges `a-b`, steps `*\/n` or `a-b/n`, and lists of
 * those. As in cron, when both day fields are restricted a day matching either one runs.
 */

export interface TCronSchedule {
  minutes: Set<number>;
  hours: Set<number>;
  daysOfMonth: Set<number>;
  months: Set<number>;
  /** 0 is Sunday (7 is accepted for it too). */
  daysOfWeek: Set<number>;
  isDayOfMonthRestricted: boolean;
  isDayOfWeekRestricted: boolean;
}

export class CronError extends Error {
  constructor(expression: string, problem: string) {
    super(`Invalid cron expression "${expression}": ${problem}`);
    this.name = "CronError";
  }
}

const fieldRanges = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 7 },
] as const;

export function parseCron(expression: string): TCronSchedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new CronError(expression, "it needs five fields");
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = fields.map((field, i) =>
    parseField(expression, field, fieldRanges[i]),
  );
  if (daysOfWeek.delete(7)) daysOfWeek.add(0);
  return {
    minutes,
    hours,
    daysOfMonth,
    months,
    daysOfWeek,
    isDayOfMonthRestricted: fields[2] !== "*",
    isDayOfWeekRestricted: fields[4] !== "*",
  };
}

function parseField(expression: string, field: string, range: (typeof fieldRanges)[number]): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new CronError(expression, `"${part}" is not a ${range.name}`);
    const [, , first, last, step] = match;
    const from = first === undefined ? range.min : Number(first);
    const to = last !== undefined ? Number(last) : first === undefined || step !== undefined ? range.max : from;
    const by = step === undefined ? 1 : Number(step);
    if (from < range.min || to > range.max || from > to || by < 1) {
      throw new CronError(expression, `"${part}" is outside ${range.min}-${range.max} for the ${range.name}`);
    }
    for (let value = from; value <= to; value += by) values.add(value);
  }
  return values;
}

/** The first whole minute strictly after `after` that the schedule names. */
export function findNextCronTime(schedule: TCronSchedule, after: Date): Date {
  const time = new Date(after.getTime());
  time.setUTCSeconds(0, 0);
  time.setUTCMinutes(time.getUTCMinutes() + 1);
  // Four years of days covers every valid expression (29 February included); a schedule that names
  // no real day (31 February) ends the loop instead of spinning.
  for (let steps = 0; steps < 4 * 366 * (24 + 60); steps++) {
    if (!schedule.months.has(time.getUTCMonth() + 1)) {
      time.setUTCMonth(time.getUTCMonth() + 1, 1);
      time.setUTCHours(0, 0);
    } else if (!isDayIncluded(schedule, time)) {
      time.setUTCDate(time.getUTCDate() + 1);
      time.setUTCHours(0, 0);
    } else if (!schedule.hours.has(time.getUTCHours())) {
      time.setUTCHours(time.getUTCHours() + 1, 0);
    } else if (!schedule.minutes.has(time.getUTCMinutes())) {
      time.setUTCMinutes(time.getUTCMinutes() + 1);
    } else {
      return time;
    }
  }
  throw new Error("The cron expression names no time that exists");
}

function isDayIncluded(schedule: TCronSchedule, time: Date): boolean {
  const isMonthDay = schedule.daysOfMonth.has(time.getUTCDate());
  const isWeekDay = schedule.daysOfWeek.has(time.getUTCDay());
  if (schedule.isDayOfMonthRestricted && schedule.isDayOfWeekRestricted) return isMonthDay || isWeekDay;
  return isMonthDay && isWeekDay;
}
