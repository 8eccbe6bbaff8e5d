import { Link } from "react-router";
import { site } from "~/config/site";

const linkClass = "text-brand-700 underline hover:text-brand-900";

/**
 * The privacy policy's seven sections (spec: collected, use, cookies, sharing, rights, retention,
 * contact), written to say what the code does. When a table, a provider or a retention period
 * changes, this text changes with it. The contact details are the owner's placeholders.
 */
export function PrivacyPolicyBody() {
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-slate-700 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-brand-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1">
      <section aria-labelledby="collected">
        <h2 id="collected">1. Information We Collect</h2>
        <p>We only keep what you type into one of our forms, and a little technical data for a short time:</p>
        <ul>
          <li>
            Newsletter: your email address, which form you used (the newsletter section or the free-guide popup), when you subscribed, which
            version of the consent line you agreed to and, when we ask you to confirm by email, when you confirmed. If you ask to be emailed
            when a transfer bonus starts, also the currencies and programs you chose and which bonus alerts we sent you.
          </li>
          <li>
            Points Booking Concierge request: your name, email address and phone number, your travel dates, where you fly from and to, the
            number of passengers, cabin class, how many stops you accept, the points balances you list, the price you were quoted, the
            request&apos;s status and the owner&apos;s notes on it.
          </li>
          <li>
            Points Strategy Session booking: your first and last name, email address and phone number, the time you booked and whether it is
            paid. Card numbers and security codes are never stored by us.
          </li>
          <li>
            Visitor account, if you make one (it is optional): your email address, when the account was made and last used, the browsers
            signed in to it (when each signed in, was last used, and the browser&apos;s name), the passkeys you add (the name you give each,
            when it was added and last used, and its public key, which cannot sign anything in your name) and the sign-in codes we emailed
            you (kept only in a form that cannot be read back).
          </li>
          <li>
            Wallet, if you keep one in your account: the names you give your household members, their cards (which card, when it was opened,
            closed or changed and when its sign-up bonus came), their points balances (program, amount and the dates you give) and the
            application plan you save from the planner (the cards, the months and the spending you gave). It is shown only to you, used to
            fit the site&apos;s pages to what you hold while you are signed in, never holds card numbers, and is deleted with your account.
            If you tick the box to attach it to a concierge request or a strategy-session booking, a copy of it as it was then (members,
            cards, balances and the saved plan) is kept with that request or booking for the owner to see, and is erased with it.
          </li>
          <li>
            Alerts you ask for: the cards whose welcome bonus you asked to hear about, with your email address, the amount you chose and
            whether you confirmed it; the award-space watches your account keeps (airports, cabin, dates, the most miles and whether only
            programs your wallet reaches count) and the seats we emailed you about; and which balance-expiry reminders we sent you. Your
            account&apos;s alerts page lists them and turns each off.
          </li>
          <li>
            Flight search assistant: each message is sent to us to be answered but not stored; the conversation stays in your browser tab
            and is gone when you close it. We only count how often each route (for example New York to London) is searched each day.
          </li>
          <li>
            Technical data: your network (IP) address, and for some forms your email address, in short-lived counters that stop abuse such
            as too many posts from one place; and, if you accept analytics, anonymous daily counts (see Cookies).
          </li>
        </ul>
      </section>

      <section aria-labelledby="use">
        <h2 id="use">2. How We Use Your Information</h2>
        <ul>
          <li>To answer your concierge request, hold your strategy session, take its payment and send you the emails about them.</li>
          <li>
            To send the newsletter and free guide you asked for. Every newsletter email has a one-click unsubscribe link; unsubscribing
            deletes your address from our list.
          </li>
          <li>
            To send the alerts you ask for: when a card&apos;s bonus reaches your amount, when award seats open on a route you watch, and,
            if you keep balances in your wallet, 60 and 14 days before they expire. Each alert email turns itself off with one click.
          </li>
          <li>To tell the site&apos;s owner about each new request or booking, by email.</li>
          <li>To keep the site secure, stop abuse and, with your consent, count how it is used.</li>
        </ul>
      </section>

      <section aria-labelledby="cookies">
        <h2 id="cookies">3. Cookies</h2>
        <p>
          We use four kinds of cookies. Only the necessary ones are used before you choose, and we never use a cookie from another company.
        </p>
        <ul>
          <li>
            Necessary cookies keep the site working and secure: one remembers your cookie choice for six months, one keeps the site owner
            signed in to the admin area, one keeps you signed in to your visitor account if you sign in (for up to three months, or one
            month unused), one remembers for ten minutes which sign-in code this browser waits for, and one carries a short confirmation
            message to the next page for a minute.
          </li>
          <li>
            Analytics cookies: with your consent we count page views, the site you came from (its name only) and steps such as viewing a
            deal or clicking to apply. Each visit only adds one to a daily count; we keep no record of who you are, your address or your
            device, and set no extra cookie for it.
          </li>
          <li>
            Functional cookies would enable enhanced features and remember your preferences. The site has none yet, so this choice changes
            nothing today.
          </li>
          <li>
            Marketing cookies would track visits across websites to show relevant ads. The site uses none, so this choice changes nothing
            today.
          </li>
        </ul>
        <p>
          Your browser also keeps, for this site only, a copy of your cookie choice and whether the free-guide popup was shown or you
          subscribed (so it does not ask again); these are not sent to us. It keeps the flight assistant&apos;s conversation too, for the
          open tab only.
        </p>
        <p>
          The admin area, where the site owner and the people they invite work, sets only strictly necessary cookies (signing in and staying
          signed in, the device remembered after a sign-in, and the short confirmation message), so it counts no page views and shows no
          cookie banner.
        </p>
        <p>You can change or withdraw your choice at any time from the Cookie preferences link at the bottom of every public page.</p>
      </section>

      <section aria-labelledby="sharing">
        <h2 id="sharing">4. Sharing Your Information</h2>
        <p>
          We do not sell your personal information without your consent. Only these services receive some of it, to do their part, or anyone
          the law requires us to answer:
        </p>
        <ul>
          <li>
            The mail server the owner uses delivers every email we send, so it receives the recipient&apos;s address and the message: your
            receipt, confirmation or newsletter, and the owner&apos;s notification of your request or booking with its details.
          </li>
          <li>
            Stripe, when the owner has set up card payments, takes the strategy session&apos;s payment: it receives your email address, the
            booking number and the session&apos;s date and time, and you type your card details on Stripe&apos;s own page.
          </li>
          <li>
            Firecrawl, when the owner has set it up, fetches the public page of transfer bonuses for us. Nothing about you is sent to it.
          </li>
          <li>
            seats.aero, when the owner has set it up, looks up award seats for the flight assistant and for award-space watches: it receives
            the airports, dates, cabin and nonstop preference of the search, not your words, name or address.
          </li>
        </ul>
      </section>

      <section aria-labelledby="rights">
        <h2 id="rights">5. Your Rights (GDPR)</h2>
        <p>Wherever you live, you may ask us to:</p>
        <ul>
          <li>Access the personal information we hold about you.</li>
          <li>Rectify information that is wrong or incomplete.</li>
          <li>Erase your information.</li>
          <li>Restrict how we process it.</li>
          <li>Receive it in a portable, machine-readable format.</li>
          <li>Object to our processing of it, including for direct marketing.</li>
        </ul>
        <p>
          For what we hold under your email address, you can use these rights yourself on the{" "}
          <Link to="/privacy/my-data" className={linkClass}>
            Your data page
          </Link>
          . For anything else, or if you prefer, contact us (section 7).
        </p>
      </section>

      <section aria-labelledby="retention">
        <h2 id="retention">6. Data Retention</h2>
        <p>We keep personal information only as long as it is needed, then delete it:</p>
        <ul>
          <li>
            Newsletter: until you unsubscribe, which deletes your address at once (we keep only a one-way code of it, so that an address
            that left is never added back by mistake). A subscription that was never confirmed is deleted after 7 days.
          </li>
          <li>Concierge requests: 24 months after the request is closed.</li>
          <li>
            Strategy session bookings: 24 months after the session; after that only the accounting details (date, price and payment status)
            are kept, without your name or contact details.
          </li>
          <li>Emails we sent: their text is deleted 90 days after delivery.</li>
          <li>Counters that stop abuse: one day.</li>
          <li>Records of failed sign-ins to the admin area: 12 months.</li>
          <li>
            Visitor accounts: until you delete yours from the account page, which deletes it and everything it keeps at once. An account
            nobody signed in to for 24 months is deleted 30 days after we email you a warning, unless you sign in before then. Sign-in codes
            are deleted a day after they stop working.
          </li>
          <li>
            Alerts: until you turn them off, or with your account. A card-offer alert that was never confirmed is deleted after 7 days; an
            award-space watch 30 days after its last date.
          </li>
        </ul>
      </section>

      <section aria-labelledby="contact">
        <h2 id="contact">7. Contact Us</h2>
        <p>
          For any question about this policy or your information, email{" "}
          <a className={linkClass} href={`mailto:${site.contactEmail}`}>
            {site.contactEmail}
          </a>{" "}
          or write to {site.postalAddress}.
        </p>
      </section>
    </div>
  );
}
