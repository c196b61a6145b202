/** Copy of /residence-passports. Long static page text lives here rather than in the message catalogue. */
export const RESIDENCE = {
  metaTitle: "Residence & Passports",
  metaDescription:
    "UAE residency through investment: the 10-year Golden Visa from AED 2M in real estate, Elite Citizenship and family residency of 2–5 years. Free consultation.",
  eyebrow: "Residence & Passports",
  title: "Live, invest and belong in the UAE",
  intro:
    "Property ownership in the Emirates can open the door to long-term residency for you and your family. Our residency advisers guide you from choosing the right programme to the day you collect your visa.",
  consult: "Book a Free Consultation",
  programmesEyebrow: "Programmes",
  programmesTitle: "Three routes to residency",
  programmes: [
    {
      id: "golden-visa",
      title: "Golden Visa",
      text: "A renewable 10-year residence visa for investors who buy property worth AED 2 million or more, or invest AED 500,000 or more in a business. Sponsor your spouse, children and parents, with no local sponsor and no minimum stay.",
      points: ["10-year renewable visa", "Family sponsorship included", "No minimum stay in the UAE"],
    },
    {
      id: "elite-citizenship",
      title: "Elite Citizenship",
      text: "For exceptional investors, entrepreneurs and talents, UAE law allows citizenship by nomination. We help you build the investment and residency track record such a nomination looks for, and prepare a complete, well-documented file.",
      points: [
        "By nomination of the UAE authorities",
        "Dual nationality may be permitted",
        "Guidance on eligibility and documents",
      ],
    },
    {
      id: "family-residency",
      title: "Family Residency",
      text: "Investors and residents can sponsor close family members for residence visas of 2 to 5 years, renewable while the sponsor's status continues. Ideal for families relocating to Dubai for schools, work or retirement.",
      points: ["Spouse, children and parents", "2–5 year visas, renewable", "Schooling and healthcare access"],
    },
  ],
  tableEyebrow: "Compare",
  tableTitle: "Residency options at a glance",
  tableCaption: "Residency options compared by duration, investment and who can be included",
  tableHead: ["Programme", "Duration", "Investment", "Family included"],
  table: [
    ["Golden Visa", "10 years", "AED 2M+ in real estate or AED 500,000+ in business", "Spouse, children and parents"],
    ["Elite Citizenship", "Permanent (by nomination)", "Case by case", "Spouse and children"],
    ["Family Residency", "2–5 years", "Sponsor's residency and income", "Spouse, children and parents"],
  ],
  requirementsEyebrow: "Investment requirements",
  requirementsTitle: "What you need to invest",
  requirements: [
    {
      value: "AED 2M+",
      label: "in real estate",
      text: "One or more ready or off-plan properties from approved developers, with a combined value of at least AED 2 million.",
    },
    {
      value: "AED 500,000+",
      label: "in business",
      text: "Capital invested in a UAE company or a licensed business activity, supported by the company's documents.",
    },
  ],
  formEyebrow: "Contact us",
  consultTitle: "Prefer to talk it through?",
  consultText: "Book a free, no-obligation consultation with a residency adviser in English, Arabic, Hindi or Russian.",
} as const;
