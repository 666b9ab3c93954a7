/** /download and /get_app: install Ladle from the browser, or get the store apps where they are listed. */
import { Bell, CalendarDays, ShoppingBasket, WifiOff } from "lucide-react";
import { Link } from "react-router";
import { InstallWebApp } from "#web/features/app-install/install-web-app.tsx";
import { ContentPage } from "./components/content-page.tsx";

export const downloadMeta = {
  title: "Get the Ladle app",
  description: "Ladle on your phone: your recipes, meal plans and shopping list, even offline.",
};

const appHighlights = [
  { icon: ShoppingBasket, text: "Your shopping list in the shop, ticked off as you go." },
  { icon: WifiOff, text: "Recipes you opened lately and your list, even without a signal." },
  { icon: CalendarDays, text: "Your meal plans, one tap away." },
  { icon: Bell, text: "A nudge when the creators you follow post something new." },
] as const;

export interface TDownloadPageProps {
  /** Store listings from the configuration; a badge shows only for a listing that is set. */
  iosAppUrl: string | null;
  androidAppUrl: string | null;
  /** A QR code of this page, drawn on the server, for moving from a computer to a phone. */
  qrCodeSvg: string;
}

export function DownloadPage({ iosAppUrl, androidAppUrl, qrCodeSvg }: TDownloadPageProps) {
  const hasStoreApps = Boolean(iosAppUrl || androidAppUrl);
  return (
    <ContentPage
      eyebrow="Apps"
      title="Get the Ladle app"
      lead="Your recipes, meal plans and shopping list on your home screen. Everything stays in step with the website."
    >
      <div className="download">
        <div className="download__ways">
          <section className="download__card" aria-labelledby="install-web-app">
            <h2 id="install-web-app">Install the web app</h2>
            <p className="muted">Free, quick, and no store needed: Ladle opens full screen like any app.</p>
            <InstallWebApp />
          </section>

          {hasStoreApps ? (
            <section className="download__card" aria-labelledby="store-apps">
              <h2 id="store-apps">Or get it from your app store</h2>
              <div className="store-badges">
                {iosAppUrl ? (
                  <a className="store-badge" href={iosAppUrl} rel="noopener">
                    <img src="/badges/app-store.svg" alt="Download on the App Store" width="160" height="48" />
                  </a>
                ) : null}
                {androidAppUrl ? (
                  <a className="store-badge" href={androidAppUrl} rel="noopener">
                    <img src="/badges/google-play.svg" alt="Get it on Google Play" width="160" height="48" />
                  </a>
                ) : null}
              </div>
            </section>
          ) : null}
        </div>

        <aside className="download__qr" aria-labelledby="download-qr">
          <h2 id="download-qr">On your computer?</h2>
          <p className="muted">Point your phone's camera here to open this page on your phone.</p>
          {/* The drawing is made on the server from this site's own address. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode package drew from our URL. */}
          <div className="download__qr-code" dangerouslySetInnerHTML={{ __html: qrCodeSvg }} />
        </aside>
      </div>

      <ul className="feature-list feature-list--compact">
        {appHighlights.map(({ icon: Icon, text }) => (
          <li key={text} className="feature-list__item">
            <span className="feature-list__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <p>{text}</p>
          </li>
        ))}
      </ul>

      <p className="content-note">
        Rather stay in the browser? Ladle works in any phone's web browser too. <Link to="/">Start cooking</Link>.
      </p>
    </ContentPage>
  );
}
