

/** Placeholder: replaced by the real section. */
export function InvestorsBanner() {
  return null;
}
