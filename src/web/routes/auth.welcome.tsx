import "#web/styles/pages/common.css";
import "#web/styles/pages/auth.css";
import "#web/styles/pages/identity-forms.css";
import "#web/styles/pages/identity-sign-in.css";
import { ArrowRight, Search, Users } from "lucide-react";
import { Link } from "react-router";
import { landingRouteFor } from "#core/access/roles.ts";
import { Avatar } from "#web/components/shell/account-menu.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { readRedirectTo } from "#web/features/identity/flow.ts";
import type { Route } from "./+types/auth.welcome";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Welcome to Ladle", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer } = context.get(appContext);
  const redirectTo = readRedirectTo(new URL(request.url).searchParams);
  return {
    profile: viewer?.profile ?? null,
    isRegistered: Boolean(viewer?.completedRegistration),
    next: redirectTo ?? (viewer?.completedRegistration ? landingRouteFor(viewer.role) : "/auth/registration"),
  };
}

export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  const { profile, isRegistered, next } = loaderData;
  const firstName = profile?.name.split(/\s+/)[0];
  return (
    <div className="page auth-page">
      <div className="auth-card identity-card--wide identity-welcome">
        {profile ? <Avatar name={profile.name} url={profile.avatarUrl} size={72} /> : null}
        <h1>{firstName ? `Welcome to Ladle, ${firstName}!` : "Welcome to Ladle!"}</h1>
        <p className="identity-lead">
          {isRegistered
            ? "Your profile is ready. Here are two good places to start."
            : "One more step: create your profile, and you're in."}
        </p>
        {isRegistered ? (
          <ul className="identity-next-steps">
            <li>
              <Link to="/discover" className="identity-next-step">
                <Users aria-hidden="true" size={24} />
                <span>
                  <strong>Discover creators</strong>
                  <span className="muted">Follow cooks and food bloggers whose recipes you love.</span>
                </span>
              </Link>
            </li>
            <li>
              <Link to="/search" className="identity-next-step">
                <Search aria-hidden="true" size={24} />
                <span>
                  <strong>Search recipes</strong>
                  <span className="muted">By dish, ingredient or how much time you have tonight.</span>
                </span>
              </Link>
            </li>
          </ul>
        ) : null}
        <Link to={next} className="button identity-submit">
          {isRegistered ? (next === "/me" ? "Go to your profile" : "Continue") : "Create your profile"}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </div>
  );
}
