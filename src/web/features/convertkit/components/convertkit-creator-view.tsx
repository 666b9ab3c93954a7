import { CircleAlert, CircleCheck, Mail, Unplug } from "lucide-react";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { TConvertkitConnection, TConvertkitLists } from "#core/integrations/convertkit.schema.ts";
import { formatShortDate } from "#core/text/dates.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { TConvertkitActionData, TConvertkitPageData } from "../convertkit-page.server.ts";
import { LocalContacts } from "./local-contacts.tsx";

type TCreatorData = Extract<TConvertkitPageData, { view: "creator" }>;

/** A message above the page's cards: what just happened, or what went wrong. */
export function Notice({ tone, text }: { tone: "success" | "error"; text: string }) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div className={`convertkit-notice convertkit-notice--${tone}`} role={tone === "error" ? "alert" : "status"}>
      <Icon aria-hidden="true" size={20} />
      <p>{text}</p>
    </div>
  );
}

function useIsBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function ConnectForm({ label, isLocal }: { label: string; isLocal: boolean }) {
  const isBusy = useIsBusy("connect");
  return (
    <Form method="post" className="convertkit-actions">
      <button type="submit" name="intent" value="connect" className="button" disabled={isBusy} aria-busy={isBusy}>
        <Mail aria-hidden="true" size={18} />
        {isBusy ? "Opening ConvertKit…" : label}
      </button>
      {isLocal ? (
        <p className="muted convertkit-small">
          This server has no ConvertKit app set up, so connecting uses Ladle's test list: new contacts appear on this
          page instead of in ConvertKit.
        </p>
      ) : (
        <p className="muted convertkit-small">You'll sign in to ConvertKit and allow Ladle to add subscribers.</p>
      )}
    </Form>
  );
}

function ConnectCard({ isLocal }: { isLocal: boolean }) {
  const id = useId();
  return (
    <section className="card convertkit-card" aria-labelledby={id}>
      <h2 id={id}>Connect your ConvertKit account</h2>
      <ul className="convertkit-points">
        <li>When you sell subscriptions, new paid subscribers to your blog are added to the form or tag you choose.</li>
        <li>If you like, so are new followers who tick “Email me” when they follow you.</li>
        <li>Nobody is added without saying yes, and you can disconnect at any time.</li>
      </ul>
      <ConnectForm label="Connect ConvertKit" isLocal={isLocal} />
    </section>
  );
}

function targetValue(connection: TConvertkitConnection): string {
  return connection.target ? `${connection.target.type}:${connection.target.id}` : "";
}

function SettingsForm({
  connection,
  lists,
  actionData,
}: {
  connection: TConvertkitConnection;
  lists: TConvertkitLists;
  actionData: TConvertkitActionData | undefined;
}) {
  const id = useId();
  const isBusy = useIsBusy("save");
  const fieldErrors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const hasLists = lists.forms.length + lists.tags.length > 0;
  return (
    <Form
      method="post"
      className="convertkit-settings"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        if (isBusy) event.preventDefault();
      }}
    >
      <h3 id={`${id}-title`}>Where new contacts go</h3>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-target`}>
          Form or tag
        </label>
        <select
          id={`${id}-target`}
          name="target"
          className="input"
          defaultValue={targetValue(connection)}
          required
          disabled={!hasLists}
          aria-invalid={fieldErrors.target ? true : undefined}
          aria-describedby={`${id}-target-hint${fieldErrors.target ? ` ${id}-target-error` : ""}`}
        >
          <option value="" disabled>
            {hasLists ? "Choose a form or a tag" : "Your account has no forms or tags yet"}
          </option>
          {(
            [
              ["Forms", "form", lists.forms],
              ["Tags", "tag", lists.tags],
            ] as const
          ).map(([label, type, items]) =>
            items.length > 0 ? (
              <optgroup key={type} label={label}>
                {items.map((item) => (
                  <option key={item.id} value={`${type}:${item.id}`}>
                    {item.name}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
        <p id={`${id}-target-hint`} className="field__hint muted">
          {hasLists
            ? "A form can send its welcome email or sequence; a tag just labels the subscriber."
            : "Create a form or a tag in ConvertKit, then reload this page."}
        </p>
        {fieldErrors.target ? (
          <p id={`${id}-target-error`} className="field__error">
            {fieldErrors.target}
          </p>
        ) : null}
      </div>
      <label className="convertkit-check">
        <input type="checkbox" name="includesFollowers" defaultChecked={connection.includesFollowers} />
        <span>
          <strong>Also add new followers who agree to your emails</strong>
          <span className="muted">
            Followers choose this themselves when they follow you. Paid subscribers are always added.
          </span>
        </span>
      </label>
      <div className="form-actions">
        <button
          type="submit"
          name="intent"
          value="save"
          className="button"
          // Busy rather than disabled while saving: a disabled button drops the keyboard's focus to the page.
          disabled={!hasLists}
          aria-disabled={isBusy || undefined}
          aria-busy={isBusy || undefined}
        >
          {isBusy ? "Saving…" : "Save"}
        </button>
      </div>
    </Form>
  );
}

function ConnectedCard({ data, actionData }: { data: TCreatorData; actionData: TConvertkitActionData | undefined }) {
  const id = useId();
  const connection = data.state.connection;
  const isDisconnecting = useIsBusy("disconnect");
  if (!connection) return null;
  const isExpired = connection.status === "expired";
  return (
    <section className="card convertkit-card" aria-labelledby={id}>
      <div className="convertkit-account">
        <span className={`convertkit-dot convertkit-dot--${isExpired ? "expired" : "active"}`} aria-hidden="true" />
        <div>
          <h2 id={id}>{isExpired ? "Connection expired" : `Connected as ${connection.accountName}`}</h2>
          <p className="muted convertkit-small">
            {connection.provider === "local" ? "Ladle's test list (no ConvertKit app on this server)" : "ConvertKit"} ·
            connected {formatShortDate(connection.connectedAt)}
          </p>
        </div>
      </div>
      {isExpired ? (
        <>
          <Notice
            tone="error"
            text="ConvertKit no longer accepts this connection, so no contacts are being added. Connect again to pick up where you left off."
          />
          <ConnectForm label="Connect again" isLocal={data.state.providerKind === "local"} />
        </>
      ) : null}
      {!isExpired && connection.lastError ? (
        <Notice
          tone="error"
          text={`The last contact couldn't be added: ${connection.lastError.replace(/^Couldn't add a contact: /, "")}`}
        />
      ) : null}
      {data.listsError ? <Notice tone="error" text={data.listsError} /> : null}
      {!isExpired && data.lists ? (
        <SettingsForm connection={connection} lists={data.lists} actionData={actionData} />
      ) : null}
      <Form method="post" className="convertkit-disconnect">
        <p className="muted convertkit-small">
          Disconnecting stops new contacts and deletes Ladle's access. Contacts already added stay in your account.
        </p>
        <button
          type="submit"
          name="intent"
          value="disconnect"
          className="button button--secondary"
          disabled={isDisconnecting}
          aria-busy={isDisconnecting}
        >
          <Unplug aria-hidden="true" size={18} />
          {isDisconnecting ? "Disconnecting…" : "Disconnect"}
        </button>
      </Form>
    </section>
  );
}

export function ConvertkitCreatorView({
  data,
  actionData,
}: {
  data: TCreatorData;
  actionData: TConvertkitActionData | undefined;
}) {
  const connection = data.state.connection;
  useFormMessageReport(actionData && !actionData.ok ? actionData.formError : null, actionData, "convertkit");
  useFormMessageReport(data.listsError, data, "convertkit");
  const notice = actionData
    ? actionData.ok
      ? ({ tone: "success", text: actionData.message } as const)
      : actionData.formError
        ? ({ tone: "error", text: actionData.formError } as const)
        : null
    : data.notice;
  return (
    <>
      {notice ? <Notice tone={notice.tone} text={notice.text} /> : null}
      {connection ? (
        <ConnectedCard data={data} actionData={actionData} />
      ) : (
        <ConnectCard isLocal={data.state.providerKind === "local"} />
      )}
      {data.localContacts && connection ? <LocalContacts contacts={data.localContacts} lists={data.lists} /> : null}
    </>
  );
}
