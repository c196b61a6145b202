/** Copy of /about. Long static page text lives here rather than in the message catalogue. */
export const ABOUT = {
  metaTitle: "About Us",
  metaDescription:
    "Dubai Estates launched in 2025: a multilingual team curating property in Dubai, Abu Dhabi, Sharjah and Ras Al Khaimah, with support from first enquiry to handover.",
  eyebrow: "About us",
  title: "A calmer way to buy property in the UAE",
  intro:
    "We launched in 2025 with one idea: buying a home or an investment in the Emirates should feel as clear and trustworthy as private banking. Every listing is checked, every number explained, and one adviser stays with you from the first question to the day you receive the keys.",
  imageAlt: "The Dubai skyline at dusk",
  facts: [
    { value: "2025", label: "Launched in Dubai" },
    { value: "4", label: "Languages spoken by our team" },
    { value: "4", label: "Emirates we cover" },
    { value: "1", label: "Adviser from enquiry to handover" },
  ],
  storyEyebrow: "Our story",
  storyTitle: "Built for international buyers",
  story: [
    "Most of our clients buy from abroad: families in India and Europe planning a second home, professionals relocating to Dubai, investors in Russia and the Gulf adding a yielding asset. They told us the same thing: the portals were crowded, the prices were unclear and nobody stayed with them after the first call.",
    "So we built the opposite. A smaller, curated catalogue of homes, offices and investment opportunities from approved developers and established owners; honest prices with the fees spelled out; and a team that speaks your language — English, Arabic, Hindi and Russian.",
  ],
  coverageEyebrow: "Where we work",
  coverageTitle: "Curated listings across four emirates",
  coverage: [
    {
      name: "Dubai",
      text: "Waterfront apartments, golf-course villas and prime offices, from Dubai Marina to Dubai Hills Estate.",
    },
    {
      name: "Abu Dhabi",
      text: "Family communities on Saadiyat and Yas Island and high-yield apartments on Al Reem Island.",
    },
    { name: "Sharjah", text: "Good-value family homes and new master-planned communities close to Dubai." },
    { name: "Ras Al Khaimah", text: "Beachfront resort living and early-stage opportunities around Al Marjan Island." },
  ],
  supportEyebrow: "How we help",
  supportTitle: "End-to-end support, from enquiry to handover",
  steps: [
    {
      title: "Enquiry",
      text: "Tell us what you need; an adviser who speaks your language calls you back, usually the same day.",
    },
    {
      title: "Shortlist",
      text: "A short list of checked listings that fit your budget, with prices, fees and yields side by side.",
    },
    {
      title: "Viewing",
      text: "In person or by live video, with honest notes on the building, the community and the developer.",
    },
    {
      title: "Purchase",
      text: "Offer, contract, mortgage and transfer at the Land Department, coordinated for you step by step.",
    },
    {
      title: "Handover",
      text: "Snagging, utilities, furnishing and, if you wish, tenant search and residency visa applications.",
    },
  ],
  whyEyebrow: "Why choose us",
  whyTitle: "Why Choose Dubai Estates",
  why: [
    "Curated listings only: every property is checked before it is published.",
    "Clear prices with transfer fees, service charges and payment plans spelled out.",
    "A multilingual team: English, Arabic, Hindi and Russian.",
    "One adviser from your first enquiry to the handover of the keys.",
    "Guidance on Golden Visa and family residency through property investment.",
    "No pressure and no spam: we contact you only about what you asked for.",
  ],
  ctaTitle: "Talk to an adviser",
  ctaText: "Tell us what you are looking for and we will come back with a short, honest shortlist.",
  ctaButton: "Get in touch",
  ctaSecondary: "Browse articles",
} as const;
