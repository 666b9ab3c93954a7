/**
 * Terms, privacy and data deletion. Plain language on purpose: people should be able to read these
 * in a few minutes and know what they agreed to.
 */
import { Link } from "react-router";
import { CookieSettingsButton, useConsentTools } from "#web/features/consent/cookie-settings-button.tsx";
import { describeConsentTools } from "#web/features/monitoring/browser-tools.ts";
import { ContactLink, ContentPage } from "./components/content-page.tsx";
import { legalUpdatedOn, privacyUpdatedOn } from "./constants.ts";

// --- Terms of service ---------------------------------------------------------------------------

export const termsMeta = {
  title: "Terms of service",
  description:
    "The terms for using Ladle: your account, your recipes, creator subscriptions and the rules we all cook by.",
};

export function TermsPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of service"
      lead="The agreement between you and Ladle when you use the website or the apps. We've kept it as short and plain as we can."
      updatedOn={legalUpdatedOn}
    >
      <h2>1. Using Ladle</h2>
      <p>
        By using Ladle you agree to these terms and to our <Link to="/privacy-policy">privacy policy</Link>. You need to
        be at least 13 years old, or the minimum age for online services where you live if that is higher. If you use
        Ladle for an organisation, you agree on its behalf.
      </p>

      <h2>2. Your account</h2>
      <p>
        You sign in with a one-time code sent to your email or phone, or with a linked sign-in provider. Keep access to
        those safe: anyone who can read your codes can use your account. Choose a username that isn't misleading or
        someone else's name. Tell us straight away at <ContactLink kind="support" subject="Account security" /> if you
        think someone else has used your account.
      </p>

      <h2>3. Your content</h2>
      <p>
        Recipes, photos, reviews, collections and meal plans you add stay yours. You give Ladle a worldwide,
        non-exclusive, royalty-free licence to host, store, copy, resize and show them, only to run and improve Ladle
        and to show them to the people you share them with. The licence ends when you delete the content or your
        account, except for copies others have already saved where you shared them publicly, and backups that expire on
        their own.
      </p>
      <p>
        Only add content you have the right to share. When you import a recipe from another website, Ladle keeps the
        author's name and a link to the original; imported recipes are for your own cooking unless the author allows
        more.
      </p>

      <h2>4. The rules</h2>
      <p>Please don't:</p>
      <ul>
        <li>post content that is illegal, hateful, harassing, sexually explicit or that infringes someone's rights;</li>
        <li>pass off someone else's recipes or photos as your own;</li>
        <li>post health or nutrition claims that could put someone at risk;</li>
        <li>spam, scrape Ladle in bulk, or get around limits, paywalls or security measures;</li>
        <li>interfere with Ladle or with other people's use of it.</li>
      </ul>
      <p>
        We may remove content or suspend accounts that break these rules. Where we can, we'll tell you why and give you
        a chance to respond.
      </p>

      <h2>5. Creators and subscriptions</h2>
      <p>
        Creators who sell subscriptions set their own prices and decide which recipes are for subscribers. Payments are
        processed by our payment provider; by subscribing or selling you also accept its terms. Subscriptions renew
        until you cancel, which you can do any time from <Link to="/me/subscriptions">your subscriptions</Link>; you
        keep access until the end of the period you've paid for. Creators receive their earnings minus Ladle's fee and
        the payment provider's charges, as shown before they switch subscriptions on. Refunds follow the law where you
        live and the creator's stated policy.
      </p>

      <h2>6. Recipes, nutrition and safety</h2>
      <p>
        Recipes come from cooks and creators, not from Ladle's own test kitchen. Nutrition figures and cooking times are
        estimates. Check ingredients for allergens, cook food safely, and ask a professional about medical or dietary
        needs.
      </p>

      <h2>7. Grocery partners and other services</h2>
      <p>
        When you send a shopping list to a grocery partner, you leave Ladle and that partner's terms apply. We aren't
        responsible for their products, prices or deliveries.
      </p>

      <h2>8. Changes and availability</h2>
      <p>
        We keep improving Ladle, so features change. We work hard to keep it running but can't promise it will always be
        available or free of mistakes. If we change these terms in a way that matters, we'll tell you in Ladle or by
        email before the change takes effect.
      </p>

      <h2>9. Liability</h2>
      <p>
        Ladle is provided “as is”. To the extent the law allows, we are not liable for indirect or consequential losses,
        and our total liability to you is limited to the amount you paid us in the 12 months before the claim, or 50 US
        dollars if that is more. Nothing in these terms limits rights you have by law that cannot be limited.
      </p>

      <h2>10. Ending things</h2>
      <p>
        You can stop using Ladle and <Link to="/me/delete">delete your account</Link> whenever you like. We may end or
        suspend access for serious or repeated breaches of these terms, or where the law requires it.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? Write to <ContactLink subject="Terms of service" />.
      </p>
    </ContentPage>
  );
}

// --- Privacy policy -----------------------------------------------------------------------------

export const privacyMeta = {
  title: "Privacy policy",
  description: "What Ladle collects, why, who we share it with and the choices you have. Written in plain language.",
};

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy policy"
      lead="What we collect when you use Ladle, why we need it, and how you stay in control."
      updatedOn={privacyUpdatedOn}
    >
      <h2>The short version</h2>
      <ul>
        <li>We collect what we need to run your account and make Ladle work, and nothing more.</li>
        <li>We don't sell your personal information.</li>
        <li>You can see, correct, download and delete your data.</li>
      </ul>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your email address or phone number, name, username, profile photo and bio,
          and whether your profile is public or private.
        </li>
        <li>
          <strong>What you create:</strong> recipes, photos, reviews, collections, meal plans, shopping lists, and who
          you follow.
        </li>
        <li>
          <strong>Creator and subscription details:</strong> your blog, your subscriptions, and payment records. Card
          details go straight to our payment provider; we never see or store full card numbers.
        </li>
        <li>
          <strong>How you use Ladle:</strong> pages viewed, searches, and actions such as saving a recipe, along with
          device, browser and approximate location from your IP address.
        </li>
        <li>
          <strong>Messages:</strong> sign-in codes and notices we send you by email, text message or push notification.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>to sign you in and keep your account secure;</li>
        <li>to show you recipes, plans, lists and the people you follow;</li>
        <li>to process subscriptions and pay creators;</li>
        <li>to understand which features help, find bugs and fix them;</li>
        <li>to prevent spam and abuse;</li>
        <li>to send messages you asked for, and occasional service notices.</li>
      </ul>
      <p>
        We rely on our contract with you to run your account, on our legitimate interest in keeping Ladle safe and
        improving it, and on your consent where the law asks for it, such as for marketing emails or optional cookies.
      </p>

      <h2>Who we share it with</h2>
      <p>
        Service providers who run parts of Ladle for us: hosting and storage, email and text message delivery, push
        notifications, payments, analytics and error reporting. They may only use your data to provide their service to
        us. Other people see what you choose to make public. We share information with authorities only when the law
        requires it.
      </p>
      <p>
        Creators never see your payment details. When you subscribe to a creator who has connected their email list
        (ConvertKit), your email address and first name are added to it, and the checkout tells you so before you pay.
        When you follow a creator, you're added only if you ask for their newsletter beside the follow button. Every
        email they send has a link to unsubscribe.
      </p>

      <h2>Cookies and similar tools</h2>
      <p>
        We use a cookie to keep you signed in and local storage to make pages load faster. We also use analytics to
        count page views and spot problems. We don't use cookies to track you across other companies' websites for
        advertising without your consent.
      </p>
      <CookieChoices />

      <h2>How long we keep it</h2>
      <p>
        We keep your data while your account is open. When you delete your account we remove your personal data within
        30 days, except records we must keep by law, such as payment records, and backups that expire on their own
        schedule.
      </p>

      <h2>Your choices and rights</h2>
      <p>
        You can edit your profile from <Link to="/me/edit">your settings</Link>, make your profile private, unfollow
        people and <Link to="/me/delete">delete your account</Link>. Depending on where you live, you may also have the
        right to access, correct, download or delete your data, to object to or restrict some uses, and to complain to
        your data protection authority. To use any of these rights, email{" "}
        <ContactLink kind="support" subject="Privacy request" />.
      </p>

      <h2>Children</h2>
      <p>
        Ladle isn't meant for children under 13. If you believe a child has given us personal data, contact us and we
        will delete it.
      </p>

      <h2>Security</h2>
      <p>
        Data travels over encrypted connections, sign-in codes are stored hashed and expire quickly, and access inside
        our team is limited to the people who need it.
      </p>

      <h2>Changes</h2>
      <p>
        If we change this policy in a way that matters, we'll tell you in Ladle or by email before it applies. The date
        at the top shows the latest version.
      </p>

      <h2>Contact</h2>
      <p>
        Questions or requests about privacy: <ContactLink subject="Privacy question" />. The mobile apps add a few
        details, covered in the <Link to="/app-privacy-policy">app privacy policy</Link>.
      </p>
    </ContentPage>
  );
}

// --- App terms ----------------------------------------------------------------------------------

export const appTermsMeta = {
  title: "App terms and conditions of use",
  description: "The terms for using the Ladle apps for iPhone and Android.",
};

export function AppTermsPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="App terms and conditions of use"
      lead="The Ladle apps for iPhone and Android follow our main terms of service, with a few additions for the app stores."
      updatedOn={legalUpdatedOn}
    >
      <h2>Our main terms apply</h2>
      <p>
        Using the Ladle app means you accept our <Link to="/terms">terms of service</Link> and{" "}
        <Link to="/app-privacy-policy">app privacy policy</Link>. Where these app terms say something more specific,
        they win for the app.
      </p>

      <h2>Your licence to use the app</h2>
      <p>
        We give you a personal, non-transferable licence to install and use the Ladle app on devices you own or control,
        as the app store's rules allow. Please don't copy, modify, reverse engineer or resell the app, except where the
        law lets you.
      </p>

      <h2>The app stores</h2>
      <p>
        These terms are between you and Ladle, not Apple or Google. They aren't responsible for the app or its content,
        and have no duty to provide support or maintenance. If the app fails to meet a warranty that applies by law, you
        can tell the store you bought it from; to the extent the law allows, they have no other warranty duty. Apple and
        Google and their subsidiaries may enforce these terms as third-party beneficiaries.
      </p>

      <h2>Subscriptions in the app</h2>
      <p>
        Creator subscriptions you start on the website can be used in the app. If a subscription is sold through an app
        store, that store handles the payment, renewal and refunds under its own rules, and you manage it in your store
        account settings.
      </p>

      <h2>Updates and permissions</h2>
      <p>
        We release updates to fix problems and add features; some older versions may stop working. The app asks before
        it uses notifications, your camera or your photos, and you can change those choices in your device settings.
      </p>

      <h2>Export rules</h2>
      <p>
        You confirm that you aren't in a country under a government embargo or on a government list of restricted
        parties, and that you'll follow the export laws that apply to you.
      </p>

      <h2>Contact</h2>
      <p>
        Questions, complaints or claims about the app: <ContactLink subject="Ladle app" />.
      </p>
    </ContentPage>
  );
}

// --- App privacy policy -------------------------------------------------------------------------

export const appPrivacyMeta = {
  title: "App privacy policy",
  description:
    "What the Ladle apps collect in addition to our main privacy policy: notifications, photos and device data.",
};

export function AppPrivacyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="App privacy policy"
      lead="The Ladle apps follow our main privacy policy. This page covers what is different on your phone."
      updatedOn={legalUpdatedOn}
    >
      <h2>The main policy applies</h2>
      <p>
        Everything in our <Link to="/privacy-policy">privacy policy</Link> applies to the apps too: what we collect,
        why, who we share it with, and your rights.
      </p>

      <h2>What the apps add</h2>
      <ul>
        <li>
          <strong>Notification tokens.</strong> If you allow notifications, your device gets a token we store with your
          account so we can tell you about new followers, recipes from people you follow and your subscriptions. Turn
          notifications off in your device settings at any time.
        </li>
        <li>
          <strong>Camera and photos.</strong> Only when you choose to add a photo to a recipe or your profile. We upload
          the photo you pick, nothing else from your library.
        </li>
        <li>
          <strong>Device information.</strong> Device model, operating system and app version, so we can fix crashes and
          support the devices people use.
        </li>
        <li>
          <strong>Sign-in with Apple or Google.</strong> If you use it, we receive your name and email address from that
          provider, or a private relay address if you chose to hide your email.
        </li>
      </ul>

      <h2>What the apps don't do</h2>
      <ul>
        <li>They don't read your contacts.</li>
        <li>They don't track your precise location.</li>
        <li>They don't sell your data or share it with data brokers.</li>
      </ul>

      <h2>Deleting your data</h2>
      <p>
        You can delete your account inside the app or on the website. See{" "}
        <Link to="/data-deletion-requests">deleting your data</Link> for how it works.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about privacy in the app: <ContactLink subject="App privacy" />.
      </p>
    </ContentPage>
  );
}

// --- Data deletion ------------------------------------------------------------------------------

export const dataDeletionMeta = {
  title: "Deleting your data",
  description: "How to delete your Ladle account and everything in it, and what to do if you can't sign in.",
};

export function DataDeletionPage() {
  return (
    <ContentPage
      eyebrow="Your data"
      title="Deleting your data"
      lead="You can delete your Ladle account and the data in it at any time. Here's how, and what happens next."
      updatedOn={legalUpdatedOn}
    >
      <h2>Delete your account yourself</h2>
      <ol>
        <li>
          <Link to="/auth?redirectTo=%2Fme%2Fdelete">Sign in</Link> with the email or phone number on your account.
        </li>
        <li>
          Go to <Link to="/me/delete">Delete your account</Link>.
        </li>
        <li>Confirm. You'll be signed out, and your account is gone.</li>
      </ol>
      <p>It works the same in the iPhone and Android apps.</p>

      <h2>What gets deleted</h2>
      <ul>
        <li>your profile, username, photo and bio;</li>
        <li>recipes, photos, reviews, collections, meal plans and shopping lists you created;</li>
        <li>who you follow and who follows you;</li>
        <li>your sign-in methods and notification tokens;</li>
        <li>for creators: your blog, and its subscriptions are cancelled so no one is charged again.</li>
      </ul>
      <p>
        Cancel any subscriptions you pay for before deleting, or we'll cancel them for you. Recipes other people saved
        from your public profile are removed from their collections too.
      </p>

      <h2>What we keep, and for how long</h2>
      <p>
        Deletion starts straight away; copies in our backups are gone within 30 days. We keep payment and tax records
        for as long as the law requires, without your recipes or profile.
      </p>

      <h2>Can't sign in?</h2>
      <p>
        If you no longer have access to the email or phone number on your account, email{" "}
        <ContactLink kind="support" subject="Data deletion request" /> from the address you used with Ladle if you can,
        and tell us your username, or use the form below. We'll confirm it's your account, delete it within 30 days and
        let you know when it's done.
      </p>
    </ContentPage>
  );
}

/**
 * When an advertising pixel or page-analytics tag is configured, the policy says so and offers the
 * same choice as the banner; otherwise there is nothing to choose and nothing is shown.
 */
function CookieChoices() {
  const tools = useConsentTools();
  if (!tools) return null;
  return (
    <>
      <p>
        With your consent we also use {describeConsentTools(tools)}, which tell us which pages people visit and how they
        found Ladle. Nothing of theirs loads until you accept, and you can change your answer here or under Cookie
        settings at the foot of any page.
      </p>
      <p>
        <CookieSettingsButton className="button button--secondary" />
      </p>
    </>
  );
}
