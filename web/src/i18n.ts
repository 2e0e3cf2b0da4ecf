/** The client's words in the reader's language (issue 19). They come from the server's message
 * catalog (`GET /api/texts`, ids `web.*` in src/domineum/server/web_messages.py), like every
 * other text: a fourth language is one more catalog on the server, nothing here. */

export interface Language { code: string; name: string }

/** A counted text: the parameter that counts, and the text of each CLDR plural category. */
interface Counted { count: string; forms: Record<string, string> }

interface Texts { lang: string; languages: Language[]; texts: Record<string, string>; plurals: Record<string, Counted> }

/** The languages the server has a catalog for, each named in itself. */
export let LANGUAGES: Language[] = [{ code: "en", name: "English" }];
/** The language the page is in: the switch's choice (localStorage), else the browser's. */
export let lang: string = localStorage.getItem("domineum.lang") ?? navigator.language ?? "en";
let texts: Record<string, string> = {};
let plurals: Record<string, Counted> = {};
let rules = new Intl.PluralRules("en");

/** Fetch the client's words (before the first render); the server picks the language it has
 * closest to `lang` (else the browser's `Accept-Language`, else English). */
export async function loadTexts(): Promise<void> {
  const res = await fetch(`/api/texts?lang=${encodeURIComponent(lang)}`);
  const body = (await res.json()) as Texts;
  lang = body.lang;
  LANGUAGES = body.languages;
  texts = body.texts;
  plurals = body.plurals;
  rules = new Intl.PluralRules(lang);
}

export function setLang(next: string): void {
  localStorage.setItem("domineum.lang", next);
  location.reload(); // every text, the server's included, is fetched again in the new language
}

/** The client's word for `key` in the reader's language, `{name}` filled from `params`; a
 * counted text takes the form its language's plural rule gives the count (1 move, 2 moves). */
export function t(key: string, params: Record<string, string | number> = {}): string {
  const counted = plurals[key];
  const text = counted
    ? counted.forms[rules.select(Number(params[counted.count]))] ?? counted.forms.other
    : texts[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** `n` written as the reader's language writes numbers. */
export function num(n: number): string {
  return n.toLocaleString(lang);
}

/** `path` with the reader's language, for the server (`?lang=`). */
export function withLang(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
}
