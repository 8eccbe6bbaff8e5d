/** One place for the site's identity, navigation, links and addresses. */
export const site = {
  name: "Pointwise",
  tagline: "Travel smarter with points and miles.",
  blurb: "Curated credit card deals, transfer bonuses and expert award booking to help you travel smarter with points and miles.",
  contactEmail: "privacy@example.com",
  postalAddress: "Pointwise, 123 Example Street, Suite 100, New York, NY 10001, USA",
  social: [
    { name: "Twitter", href: "https://twitter.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "Facebook", href: "https://www.facebook.com/" },
  ],
} as const;

export const mainNav = [
  { label: "Home", to: "/" },
  { label: "Credit Card Deals", to: "/deals" },
  { label: "Transfer Bonuses", to: "/transfer-bonuses" },
  { label: "Concierge Services", to: "/concierge" },
  { label: "About", to: "/about" },
] as const;

export const footerQuickLinks = [
  { label: "Home", to: "/" },
  { label: "Credit Card Deals", to: "/deals" },
  { label: "Concierge Services", to: "/concierge" },
  { label: "About", to: "/about" },
] as const;

export const footerServices = [
  { label: "Points Booking Concierge", to: "/concierge" },
  { label: "Points Strategy Session", to: "/concierge" },
] as const;

export const getStartedPath = "/booking-form";
