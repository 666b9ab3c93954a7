import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { signInRedirect } from "#core/access/guard.ts";

/** What the page says to someone who cannot connect: signed out, or without a blog. */
export function ConvertkitInvitation({ isSignedIn }: { isSignedIn: boolean }) {
  const id = useId();
  return (
    <section className="card convertkit-card" aria-labelledby={id}>
      <h2 id={id}>For creators with a blog on Ladle</h2>
      <p>
        Connect ConvertKit and every new paid subscriber to your blog lands on your email list, in the form or tag you
        choose. Followers who agree to your emails can join them too.
      </p>
      {/* Straight to where a blog starts, or to sign-in and back here. */}
      {isSignedIn ? (
        <Link to="/me#start-blog" className="button">
          Start a blog on Ladle
        </Link>
      ) : (
        <Link to={signInRedirect("/integrations/convertkit")} className="button">
          Sign in to connect
        </Link>
      )}
    </section>
  );
}

export function ConvertkitUnavailable() {
  const id = useId();
  return (
    <section className="card convertkit-card" aria-labelledby={id}>
      <h2 id={id}>ConvertKit isn't set up on this server</h2>
      <p className="muted">
        The site's administrators need to register Ladle as a ConvertKit app before creators can connect. Your blog and
        subscriptions work as usual meanwhile.
      </p>
    </section>
  );
}

/** The local stand-in's consent screen, in place of ConvertKit's. */
export function LocalConsent({ state, codeChallenge }: { state: string; codeChallenge: string }) {
  const id = useId();
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  return (
    <section className="card convertkit-card convertkit-consent" aria-labelledby={id}>
      <ShieldCheck aria-hidden="true" size={32} className="convertkit-consent__icon" />
      <h2 id={id}>Allow Ladle to add contacts to your test list?</h2>
      <p>
        This stands in for ConvertKit's consent screen on a server without a ConvertKit app. Ladle will be able to see
        the test list's form and tag, and add new subscribers to them.
      </p>
      <Form method="post" className="form-actions">
        <input type="hidden" name="state" value={state} />
        <input type="hidden" name="codeChallenge" value={codeChallenge} />
        <button type="submit" name="intent" value="local-allow" className="button" disabled={Boolean(busyIntent)}>
          {busyIntent === "local-allow" ? "Allowing…" : "Allow"}
        </button>
        <button
          type="submit"
          name="intent"
          value="local-deny"
          className="button button--secondary"
          disabled={Boolean(busyIntent)}
        >
          Don't allow
        </button>
      </Form>
    </section>
  );
}
