/** /download and /get_app: the mobile apps, with store buttons as plain links. */
import { Bell, CalendarDays, ShoppingBasket, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { ContentPage } from "./components/content-page.tsx";
import { appStoreUrl, playStoreUrl } from "./constants.ts";

export const downloadMeta = {
  title: "Get the Ladle app",
  description: "Ladle for iPhone and Android: your recipes, meal plans and shopping list in your pocket.",
};

const appHighlights = [
  { icon: ShoppingBasket, text: "Your shopping list in the shop, ticked off as you go." },
  { icon: CalendarDays, text: "This week's meal plan, one tap away." },
  { icon: Bell, text: "A nudge when the creators you follow post something new." },
] as const;

export function DownloadPage() {
  return (
    <ContentPage
      eyebrow="Apps"
      title="Get the Ladle app"
      lead="Your recipes, meal plans and shopping list in your pocket. Everything syncs with the website."
    >
      <div className="store-buttons">
        <StoreButton href={appStoreUrl} small="Download on the" store="App Store" />
        <StoreButton href={playStoreUrl} small="Get it on" store="Google Play" />
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
        Rather stay in the browser? Ladle works on any phone's web browser too. <Link to="/">Start cooking</Link>.
      </p>
    </ContentPage>
  );
}

function StoreButton({ href, small, store }: { href: string; small: string; store: string }) {
  return (
    <a className="store-button" href={href} rel="noopener">
      <Smartphone aria-hidden="true" size={28} />
      <span>
        <span className="store-button__small">{small}</span>
        <span className="store-button__large">{store}</span>
      </span>
    </a>
  );
}
