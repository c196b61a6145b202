import type { Page } from "@playwright/test";

/**
 * Issue 16, item 4: numbers, phone numbers, ranges, prices and English text inside right-to-left
 * text must sit in their own isolate, or the bidi algorithm reorders them ("2–12%" shows as
 * "12%–2", "+91" as "91+", "3 Bedroom Apartment" loses its leading number).
 *
 * Answers the texts on the page that would be reordered: for every run of inline text that
 * shares one bidi paragraph (a block, or an element with `unicode-bidi: isolate | plaintext`,
 * which `<bdi>` and `dir` attributes get), a right-to-left one is a problem when it holds
 * - two numbers joined by spaces or dashes ("2–12%", "+971 4 555 0100"),
 * - a plus sign before a number ("+91"),
 * - a number next to a Latin word ("1,265 sq ft", "AED 500"),
 * - or no Arabic at all but Latin text with a number or with punctuation at either end
 *   ("What is a title deed?", "3 Bedroom Apartment").
 * Form controls and hidden subtrees are left out (their text is not laid out here).
 */
export function bidiProblems(page: Page, root = "body"): Promise<string[]> {
  return page.evaluate((selector) => {
    const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
    const LATIN = /[A-Za-z]/;
    const RULES = [
      // Two numbers joined by spaces or dashes ("2–12%", "+971 4 555 0100", "1 / 4"); "-", "/" and
      // ":" right between digits ("2026-11-26", "60/40", "9:00") keep a number whole by themselves.
      /\d[\s–—]+[+\-–—]?\d|\d\s+[/:]\s*\d|\d\s*[/:]\s+\d/,
      /\+\s?\d/,
      /\d\s*[A-Za-z]|[A-Za-z]\s*\d/,
    ];
    const risky = (text: string) => {
      // Text inside left-to-right isolate marks (U+2066 … U+2069) is kept whole already.
      const trimmed = text.replace(/\u2066[^\u2069]*\u2069/g, " ").trim();
      if (RULES.some((rule) => rule.test(trimmed))) return true;
      if (ARABIC.test(trimmed) || !LATIN.test(trimmed)) return false;
      return /\d/.test(trimmed) || /^[^A-Za-z0-9]|[^A-Za-z0-9]$/.test(trimmed);
    };
    const SKIP = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "SELECT", "OPTION", "TEXTAREA", "svg"]);
    /** The element whose bidi paragraph or isolate a text belongs to. */
    const paragraphOf = (el: Element): Element => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.display === "contents") continue;
        if (style.unicodeBidi.includes("isolate") || style.unicodeBidi === "plaintext") return e;
        if (style.display !== "inline") return e;
      }
      return document.body;
    };
    const paragraphs = new Map<Element, string[]>();
    const rootElement = document.querySelector(selector) ?? document.body;
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest("script, style, template, noscript, select, textarea, svg, [hidden]")) continue;
      if (SKIP.has(parent.tagName) || !parent.checkVisibility()) continue;
      const paragraph = paragraphOf(parent);
      // A nested isolate or inline block acts as one neutral character in its parent's paragraph.
      const texts = paragraphs.get(paragraph) ?? [];
      texts.push(node.textContent);
      paragraphs.set(paragraph, texts);
    }
    const problems: string[] = [];
    for (const [paragraph, texts] of paragraphs) {
      const style = getComputedStyle(paragraph);
      if (style.unicodeBidi === "plaintext" || style.direction !== "rtl") continue;
      const text = texts.join("").replace(/\s+/g, " ");
      if (risky(text)) problems.push(`<${paragraph.localName}> ${text.trim().slice(0, 100)}`);
    }
    return problems;
  }, root);
}
