import type { TStoredAnalyticsEvent } from "#core/analytics/analytics.schema.ts";
import type { TJson } from "#core/api/endpoint.ts";
import { ScrollTable } from "#web/features/dashboard/components/scroll-table.tsx";

const timeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "UTC",
});

/** The newest events as stored: what, where, whose (a visitor's id shortened) and their properties. */
export function LatestEvents({ events }: { events: Array<TJson<TStoredAnalyticsEvent> | TStoredAnalyticsEvent> }) {
  return (
    <ScrollTable labelledBy="latest-caption">
      <table className="dashboard-table admin-events">
        <caption id="latest-caption" className="visually-hidden">
          The latest events, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Page</th>
            <th scope="col">Properties</th>
            <th scope="col">Visitor</th>
            <th scope="col">When (UTC)</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row">{event.name}</th>
              <td>
                {event.page ?? "—"}
                {event.path ? <span className="admin-events__path muted">{event.path}</span> : null}
              </td>
              <td className="admin-events__properties">{describeProperties(event.properties)}</td>
              <td>
                {event.visitorId ? event.visitorId.slice(0, 8) : "—"}
                {event.userId ? <span className="admin-events__path muted">signed in</span> : null}
              </td>
              <td>{timeFormat.format(new Date(event.occurredAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function describeProperties(properties: Record<string, unknown>): string {
  const entries = Object.entries(properties).filter(([key]) => key !== "page" && key !== "path");
  if (entries.length === 0) return "—";
  return entries
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}
