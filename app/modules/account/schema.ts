import { z } from "zod";
import { emailField, fullNameField, phoneField, text } from "../enquiry/schema";

export const PASSWORD_MIN = 8;
/** Argon2 hashes any length, but an unbounded password is a cheap way to burn server CPU. */
export const PASSWORD_MAX = 128;

function requiredText(label: string, max: number) {
  const required = `Please enter your ${label}.`;
  return text(required, `${label} must be text.`)
    .min(1, { error: required, abort: true })
    .max(max, `${label[0].toUpperCase()}${label.slice(1)} must be at most ${max} characters.`);
}

/** Filled by the place autocomplete; a place may lack a city or a state, so these may be blank. */
function placePart(label: string) {
  return text(`${label} must be text.`, `${label} must be text.`)
    .max(120, `${label} must be at most 120 characters.`)
    .optional()
    .transform((v) => v ?? "");
}

/** POST profile/profilelayoutinsert (spec, part 2 sections 3 and 5). */
export const signupSchema = z.strictObject({
  firstname: fullNameField({
    required: "Please enter your first name.",
    numeric: "First name should not be a number.",
  }),
  lastname: fullNameField({ required: "Please enter your last name.", numeric: "Last name should not be a number." }),
  email: emailField({ required: "Please enter your email.", invalid: "Provide a valid email." }),
  phone: phoneField({
    required: "Please enter your phone number.",
    invalid: "Enter a valid international phone number.",
  }),
  contactdetails: emailField({
    required: "Please enter your contact email.",
    invalid: "Provide a valid contact email.",
  }),
  location: requiredText("location", 200),
  city: placePart("City"),
  state: placePart("State"),
  country: placePart("Country"),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? "Please enter a password." : "Password must be text.") })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
});

export type SignupInput = z.output<typeof signupSchema>;
