import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { enquiryDialogSchema, enquirySideFormSchema, propertyContactFormSchema } from "./schema";

const valid = {
  fullname: "Aisha Khan",
  phoneNo: "+971501234567",
  email: "aisha@example.com",
  inquire: "Budget 2M AED",
  inquireType: "Golden Visa",
  inquireurl: "https://example.com/property/1",
};

/** The first message per field, as the API and the forms show them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("enquiry dialog schema", () => {
  it("accepts a complete enquiry and trims it", () => {
    const parsed = enquiryDialogSchema.parse({ ...valid, fullname: "  Aisha Khan  ", email: " aisha@example.com " });
    expect(parsed).toEqual({ ...valid, status: undefined });
  });

  it("defaults the optional fields", () => {
    const parsed = enquiryDialogSchema.parse({ fullname: "A", phoneNo: "+971501234567", email: "a@b.co" });
    expect(parsed).toMatchObject({ inquire: "", inquireurl: "", inquireType: "General" });
  });

  it("strips spaces and dashes from the phone number", () => {
    expect(enquiryDialogSchema.parse({ ...valid, phoneNo: "+971 50-123 4567" }).phoneNo).toBe("+971501234567");
  });

  it.each([
    [{ fullname: undefined }, "fullname", "Please enter your name."],
    [{ fullname: "   " }, "fullname", "Please enter your name."],
    [{ fullname: "12345" }, "fullname", "Name should not be a number."],
    [{ fullname: "12 345" }, "fullname", "Name should not be a number."],
    [{ fullname: "x".repeat(121) }, "fullname", "Name must be at most 120 characters."],
    [{ phoneNo: undefined }, "phoneNo", "Please enter your phone number."],
    [{ phoneNo: "" }, "phoneNo", "Please enter your phone number."],
    [{ phoneNo: "971501234567" }, "phoneNo", "Enter a valid international phone number."],
    [{ phoneNo: "+123456789" }, "phoneNo", "Enter a valid international phone number."],
    [{ phoneNo: "+1234567890123456" }, "phoneNo", "Enter a valid international phone number."],
    [{ phoneNo: "+97150abc4567" }, "phoneNo", "Enter a valid international phone number."],
    [{ email: undefined }, "email", "Please enter your email."],
    [{ email: "  " }, "email", "Please enter your email."],
    [{ email: "not-an-email" }, "email", "Provide a valid email."],
    [{ email: `${"a".repeat(250)}@b.co` }, "email", "Email must be at most 254 characters."],
    [{ inquireType: "Hacker" }, "inquireType", "Choose a valid enquiry type."],
    [
      { inquireurl: "javascript:alert(1)" },
      "inquireurl",
      "Page address must be a web address or a path starting with /.",
    ],
    [{ inquireurl: "//evil.example/x" }, "inquireurl", "Page address must be a web address or a path starting with /."],
    [{ inquireurl: `/${"a".repeat(2000)}` }, "inquireurl", "Page address must be at most 2,000 characters."],
    [{ inquire: "a".repeat(2001) }, "inquire", "Message must be at most 2,000 characters."],
    [{ email: "a\u0000@b.co" }, "email", "Contains a character that is not allowed."],
  ])("%o → %s: %s", (change, field, message) => {
    expect(messages(enquiryDialogSchema, { ...valid, ...change })).toEqual({ [field]: message });
  });

  it("accepts the boundaries: 10 and 15 digits, 2,000 characters, a site path", () => {
    for (const phoneNo of ["+1234567890", "+123456789012345"]) {
      expect(enquiryDialogSchema.safeParse({ ...valid, phoneNo }).success).toBe(true);
    }
    expect(enquiryDialogSchema.safeParse({ ...valid, inquire: "a".repeat(2000), inquireurl: "/contact" }).success).toBe(
      true,
    );
  });

  it("names every field at fault at once", () => {
    expect(messages(enquiryDialogSchema, {})).toEqual({
      fullname: "Please enter your name.",
      phoneNo: "Please enter your phone number.",
      email: "Please enter your email.",
    });
  });

  it("refuses unknown fields and ignores the sender's status", () => {
    const unknown = enquiryDialogSchema.safeParse({ ...valid, admin: true });
    expect(unknown.success).toBe(false);
    expect(enquiryDialogSchema.parse({ ...valid, status: "Active" }).status).toBe("Active");
  });
});

describe("side form and property contact form variants", () => {
  it("the side form words phone and email errors its own way", () => {
    expect(messages(enquirySideFormSchema, { ...valid, phoneNo: "123", email: "x" })).toEqual({
      phoneNo: "Please enter a valid international phone number.",
      email: "Please provide a valid email.",
    });
  });

  it("the property contact form requires all four fields with its own messages", () => {
    expect(messages(propertyContactFormSchema, {})).toEqual({
      fullname: "Name is required.",
      phoneNo: "Phone is required.",
      email: "Email is required.",
      inquire: "Message is required.",
    });
    expect(messages(propertyContactFormSchema, { ...valid, fullname: "42", phoneNo: "42", email: "x" })).toEqual({
      fullname: "Name should not be a number.",
      phoneNo: "Enter a valid international phone number.",
      email: "Invalid email address.",
    });
  });
});
