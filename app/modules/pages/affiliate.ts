/** Copy of /Affiliate and /Advertise. Long static page text lives here rather than in the message catalogue. */
export const AFFILIATE = {
  metaTitle: "Affiliate Programme",
  metaDescription:
    "Partner with Dubai Estates: builders and consultants across the Gulf reach international buyers. Apply online, get verified within 48 hours and start referring.",
  eyebrow: "Affiliate programme",
  title: "Grow with the UAE's most trusted property platform",
  intro:
    "Builders list their projects in front of serious international buyers; consultants earn on every client they refer. One partnership, a dedicated manager and a platform built for trust.",
  apply: "Apply to Become a Partner",
  call: "Schedule a Call",
  figures: [
    { value: "180,000", label: "listings" },
    { value: "1,000", label: "partner companies in 66 countries" },
    { value: "30+", label: "managers" },
    { value: "48 hours", label: "to get verified" },
  ],
  benefitsEyebrow: "Benefits",
  benefitsTitle: "What partners get",
  builders: {
    title: "For builders and developers",
    items: [
      "Showcase launches and ready inventory to buyers from India, Europe, Russia and the Gulf.",
      "Project pages with floor plans, payment plans and a developer profile.",
      "Qualified enquiries delivered straight to your sales team.",
      "Featured placements on the home page and in search results.",
      "Monthly reports on views, enquiries and buyer origin.",
    ],
  },
  consultants: {
    title: "For consultants and brokers",
    items: [
      "Competitive commission on every referred client who completes a purchase.",
      "Access to the full catalogue and off-plan allocations.",
      "Marketing material in English, Arabic, Hindi and Russian.",
      "A dedicated partner manager and transparent deal tracking.",
      "Support with Golden Visa and residency questions for your clients.",
    ],
  },
  gulfEyebrow: "Where we partner",
  gulfTitle: "Open to partners across the Gulf",
  gulfIntro: "We welcome builders and consultants registered in any of the Gulf Cooperation Council countries.",
  gulf: ["United Arab Emirates", "Saudi Arabia", "Qatar", "Kuwait", "Bahrain", "Oman"],
  stepsEyebrow: "How it works",
  stepsTitle: "Four steps to your first referral",
  steps: [
    {
      title: "Apply Online",
      text: "Tell us about your company and the markets you serve. It takes about five minutes.",
    },
    {
      title: "Verification within 48 hours",
      text: "We check your licence and references and confirm your partnership within 48 hours.",
    },
    { title: "Onboarding", text: "Your partner manager sets up your account, listings and marketing material." },
    {
      title: "Start Referring",
      text: "Share listings, refer clients and follow every deal from enquiry to commission.",
    },
  ],
  ctaTitle: "Ready to partner with us?",
  ctaText: "Apply in minutes, or book a call with a partner manager to talk it through.",
} as const;

export const ADVERTISE = {
  metaTitle: "Advertise With Us",
  metaDescription:
    "Advertise your property or brand to international buyers: banner placements of 1166x176, 300x160 and 300x250 on the UAE's curated property marketplace.",
  eyebrow: "Advertise",
  title: "Put your property in front of buyers who are ready to move",
  intro:
    "Our visitors are international buyers and investors actively searching for property in Dubai and the UAE. Banner placements put your project, brand or listing beside the content they are already reading.",
  cta: "Advertise Your Property",
  placementsEyebrow: "Banner placements",
  placementsTitle: "Three formats, designed to be seen",
  placementsIntro:
    "Every banner is served with its exact size reserved, so pages never jump and your message is never pushed out of view.",
  placements: [
    {
      width: 1166,
      height: 176,
      name: "Leaderboard",
      text: "A full-width banner across the home page and listing pages: the highest-visibility slot for launches and brand campaigns.",
    },
    {
      width: 300,
      height: 160,
      name: "Sidebar card",
      text: "A compact card in the sidebars of location pages and articles, next to the enquiry form.",
    },
    {
      width: 300,
      height: 250,
      name: "Medium rectangle",
      text: "The classic rectangle inside blog and news pages, ideal for a single project with a clear call to action.",
    },
  ],
  whyEyebrow: "Why advertise with us",
  whyTitle: "An audience that buys",
  why: [
    "Visitors from India, Europe, Russia and the Gulf looking for property in the UAE.",
    "Placements beside 180,000 listings and our articles, blogs and news.",
    "Campaign reports with impressions, clicks and enquiries.",
    "Creative support from our team in English, Arabic, Hindi and Russian.",
  ],
  affiliateEyebrow: "Affiliate programme",
  affiliateTitle: "Prefer to earn on results?",
  affiliateText:
    "Join 1,000 partner companies in 66 countries. Builders and consultants in the Gulf refer clients and earn on completed deals, supported by 30+ partner managers.",
  affiliateLink: "Discover the affiliate programme",
  sizeLabel: "{width} × {height} px",
} as const;
