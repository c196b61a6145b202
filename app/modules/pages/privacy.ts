/**
 * Copy of /privacy-policy. Long static page text lives here rather than in the message
 * catalogue. Written for a UAE company under the Personal Data Protection Law (Federal
 * Decree-Law No. 45 of 2021, "PDPL") that also serves visitors in the EU and UK (GDPR).
 */
export const PRIVACY = {
  metaTitle: "Privacy Policy",
  metaDescription:
    "How Dubai Estates collects, uses, protects and shares personal data under the UAE Personal Data Protection Law and the EU GDPR, and how to exercise your rights.",
  eyebrow: "Legal",
  title: "Privacy Policy",
  updated: "Last updated: January 15, 2026",
  intro:
    "This policy explains what personal data Dubai Estates collects when you use our website or speak to our advisers, why we use it, how we protect it and the choices you have. We process personal data in line with the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021) and, where you are in the European Economic Area or the United Kingdom, the General Data Protection Regulation (GDPR).",
  tocTitle: "On this page",
  controllerTitle: "Who we are",
  controller:
    "Dubai Estates is the controller of the personal data described in this policy. Our office is at {address}. You can reach us about anything in this policy through our data protection officer below.",
  sections: [
    {
      id: "data-collection",
      title: "1. Data we collect",
      paragraphs: ["We collect only what we need to answer you and to run a safe, useful website:"],
      list: [
        "Contact details you give us in an enquiry, the residency form or an account: your name, e-mail address, phone number and, if you choose, your budget or message.",
        "Account details if you sign up: your name, contact details, location and a securely hashed password (we never store the password itself).",
        "Enquiry context: the page or property you enquired from and the type of enquiry, so the right adviser can reply.",
        "Technical data: your IP address, browser type, device, language and currency preference, and the pages you visit, collected through server logs and essential cookies.",
      ],
      after:
        "We do not ask for, and ask you not to send us, sensitive data such as health, religious or biometric information. Passport and financial documents needed for a purchase or a visa application are requested separately, only when a transaction requires them, and over a secure channel.",
    },
    {
      id: "purpose",
      title: "2. Why we use your data",
      paragraphs: ["We use personal data to:"],
      list: [
        "answer your enquiries and arrange viewings, calls and consultations;",
        "introduce you, at your request, to developers, owners, mortgage advisers or residency consultants;",
        "manage your account and remember your preferences, such as language and display currency;",
        "keep the website secure, prevent abuse and spam (for example by rate-limiting forms) and fix faults;",
        "meet our legal duties, including anti-money-laundering checks required of real-estate brokers in the UAE;",
        "send you market updates or offers, only if you have asked for them; you can unsubscribe at any time.",
      ],
    },
    {
      id: "security",
      title: "3. How we keep it secure",
      paragraphs: [
        "All traffic to our website is encrypted in transit with TLS. Passwords are stored only as strong one-way hashes. Access to enquiries and accounts is limited to the staff who need it, protected by individual logins, and logged. Our databases are hosted with providers that hold recognised security certifications, and we test and update our systems regularly.",
        "No system is perfectly secure. If a breach is likely to put your rights at risk, we will notify the UAE Data Office and, where the GDPR applies, the competent supervisory authority, and tell you without undue delay.",
      ],
    },
    {
      id: "lawful-basis",
      title: "4. Lawful basis for processing",
      paragraphs: ["We rely on the following grounds recognised by the PDPL and the GDPR:"],
      list: [
        "Performance of a contract or steps you asked for before one: answering your enquiry, running your account, helping you buy, rent or apply for residency.",
        "Consent: marketing e-mails and messages, and any optional cookies. You may withdraw consent at any time without affecting earlier processing.",
        "Legitimate interests: securing the website, preventing fraud and improving our service, balanced against your rights.",
        "Legal obligation: record-keeping and anti-money-laundering duties under UAE law.",
      ],
    },
    {
      id: "cross-border",
      title: "5. Cross-border transfers",
      paragraphs: [
        "We are based in the UAE and serve clients worldwide, so your data may be processed in the UAE and in the countries of the partners you ask us to connect you with. Transfers out of the UAE take place only to countries with adequate protection or under the safeguards the PDPL allows, such as contractual clauses that bind the recipient to equivalent protection.",
        "If you are in the EEA or the UK, transfers to the UAE and other countries without an adequacy decision are protected by the European Commission's Standard Contractual Clauses (and the UK Addendum), together with additional measures where needed. You can ask our data protection officer for a copy of the relevant safeguards.",
      ],
    },
    {
      id: "retention",
      title: "6. How long we keep it",
      paragraphs: [
        "Enquiries are kept for up to 24 months after our last contact with you, so we can follow up on your search, and then deleted or anonymised. Account data is kept while your account is open and for 12 months after you close it. Records we must keep by law, such as transaction and anti-money-laundering files, are kept for the period the law requires, currently at least five years. Server logs are deleted after 90 days.",
      ],
    },
    {
      id: "sharing",
      title: "7. Who we share it with",
      paragraphs: ["We never sell your personal data. We share it only:"],
      list: [
        "with developers, owners, agencies, mortgage brokers or residency consultants you ask us to introduce you to, limited to what they need to answer you;",
        "with service providers who host, secure or support our website and communications, under contracts that oblige them to protect it and use it only on our instructions;",
        "with authorities, courts or regulators when the law requires it, or to protect our rights and the safety of others;",
        "with a buyer or successor if our business is reorganised, who will be bound by this policy.",
      ],
    },
    {
      id: "rights",
      title: "8. Your rights",
      paragraphs: ["Under the PDPL and, where it applies, the GDPR, you have the right to:"],
      list: [
        "be informed about and obtain a copy of the personal data we hold about you;",
        "have inaccurate data corrected and incomplete data completed;",
        "have your data erased when we no longer need it or you withdraw consent;",
        "restrict or object to processing, including at any time to direct marketing;",
        "receive your data in a portable format and have it sent to another controller;",
        "not be subject to decisions based solely on automated processing that significantly affect you;",
        "withdraw consent at any time, and complain to the UAE Data Office or, in the EEA or UK, your local supervisory authority.",
      ],
      after:
        "To exercise a right, write to our data protection officer. We will reply within 30 days and may ask you to confirm your identity first. Exercising your rights is free unless a request is clearly unfounded or excessive.",
    },
    {
      id: "cookies",
      title: "9. Cookies",
      paragraphs: [
        "We use only the cookies this website needs to work: a session cookie that keeps you signed in, and preference cookies that remember your language and display currency. They contain no advertising identifiers. If we ever add analytics or marketing cookies, we will ask for your consent first and let you change your choice at any time. You can also block or delete cookies in your browser settings; the site may then forget your preferences.",
      ],
    },
    {
      id: "updates",
      title: "10. Updates to this policy",
      paragraphs: [
        "We review this policy at least once a year and whenever our practices or the law change. The date at the top shows the latest version. If a change materially affects how we use your data, we will tell you on this website and, where we have your e-mail address, by e-mail before it takes effect.",
      ],
    },
  ],
  dpoTitle: "Data protection officer",
  dpoText:
    "For any question about this policy, or to exercise your rights, contact our data protection officer. Please include your name and the e-mail address or phone number you used with us.",
  dpoEmailLabel: "E-mail",
  dpoAddressLabel: "Post",
  dpoPhoneLabel: "Phone",
} as const;

export type PrivacySection = (typeof PRIVACY.sections)[number];
