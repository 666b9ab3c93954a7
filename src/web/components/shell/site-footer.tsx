import { Link, useRouteLoaderData } from "react-router";
import { CookieSettingsButton, useHasCookieSettings } from "#web/features/consent/cookie-settings-button.tsx";
import { Logo } from "./logo.tsx";

/** The footer's icon for each network Ladle may have a profile on. */
const socialIcons: Record<TSocialProfile["network"], string> = {
  Instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm5.3-1.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Z",
  Pinterest:
    "M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.5-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.8 0-2.5-1.8-4.3-4.4-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.6 7.2-6.6 3.8 0 6.7 2.7 6.7 6.3 0 3.7-2.4 6.8-5.6 6.8-1.1 0-2.2-.6-2.5-1.3l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2Z",
  TikTok: "M16.5 2c.3 2.3 1.6 3.8 3.9 4v3.1a7 7 0 0 1-3.9-1.2v6.3A6.2 6.2 0 1 1 10.3 8v3.2a3 3 0 1 0 3 3V2h3.2Z",
};

const footerLinks = [
  { to: "/about-us", label: "About Ladle" },
  { to: "/for-bloggers/about", label: "For bloggers" },
  { to: "/faqs", label: "FAQs" },
  { to: "/download", label: "Get the app" },
  { to: "/privacy-policy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
];

export interface TSocialProfile {
  network: "Instagram" | "Pinterest" | "TikTok";
  url: string;
}

/** Ladle's own social profiles as configured (INSTAGRAM_URL, PINTEREST_URL, TIKTOK_URL); none by default. */
function useSocialProfiles(): TSocialProfile[] {
  const data = useRouteLoaderData("root") as { socialProfiles?: TSocialProfile[] } | undefined;
  return data?.socialProfiles ?? [];
}

export interface TContacts {
  support: string;
  bugs: string;
  general: string;
}

/** The configuration's defaults, for an error page rendered without the root loader's data. */
const defaultContacts: TContacts = {
  support: "support@ladle.test",
  bugs: "bugs@ladle.test",
  general: "hello@ladle.test",
};

export function SiteFooter({ contacts = defaultContacts }: { contacts?: TContacts }) {
  const contactLines = [
    { label: "Help with Ladle", email: contacts.support },
    { label: "Report a bug", email: contacts.bugs },
    { label: "Everything else", email: contacts.general },
  ];
  const hasCookieSettings = useHasCookieSettings();
  const socialProfiles = useSocialProfiles();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <Logo />
          <p className="muted">Recipes worth keeping, plans that fit your week.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {hasCookieSettings && (
              <li>
                <CookieSettingsButton />
              </li>
            )}
          </ul>
        </nav>
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">Get in touch</h2>
          <dl className="site-footer__contact-list">
            {contactLines.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>
                  <a href={`mailto:${line.email}`}>{line.email}</a>
                </dd>
              </div>
            ))}
          </dl>
          {socialProfiles.length > 0 ? (
            <ul className="site-footer__social" aria-label="Ladle on social media">
              {socialProfiles.map((social) => (
                <li key={social.network}>
                  <a href={social.url} className="icon-button" rel="noopener">
                    <span className="visually-hidden">Ladle on {social.network}</span>
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                      <path d={socialIcons[social.network]} fill="currentColor" fillRule="evenodd" />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <p className="site-footer__small container muted">© {new Date().getFullYear()} Ladle</p>
    </footer>
  );
}
