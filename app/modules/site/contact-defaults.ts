/**
 * The site's contact details where the back office has not set them (site settings), and the
 * demo data's own: one place, so every number and address the site shows comes from the
 * settings or from here. The e-mail is at the brand's name (the header's Dubai Estates); the
 * .example domain never delivers mail.
 */
export const DEFAULT_CONTACT = {
  phone: "+971 4 555 0100",
  whatsapp: "+971 52 714 3680",
  email: "hello@dubaiestates.example",
  officeAddress: "Office 2104, Canal View Tower, Marasi Drive, Business Bay, Dubai, United Arab Emirates",
} as const;
