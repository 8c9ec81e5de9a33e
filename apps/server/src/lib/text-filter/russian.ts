/**
 * Russian obscenity (мат) and slurs by root. Мат is a handful of roots with many forms
 * (за-/на-/вы-/по-/недо-… prefixes, any ending), so each rule is a root with the prefixes it
 * really takes, anchored at the start of the word: that keeps 'хлебать', 'оскорблять',
 * 'скипидар', 'страхуй', 'сухую', 'себе', 'победа' and 'Мудрик' out while 'заебали',
 * 'распиздяй', 'выблядок' and 'охуенно' are caught. A word reaches these rules lower-cased,
 * with 'ё' as 'е' and Latin look-alikes already turned into Cyrillic (see scan.ts).
 */

/** Prefixes the root 'еб' takes (one or two of them: 'повыебываться', 'недоебанный'). */
const EB_PREFIX =
  '(?:за|на|вы|у|от|ото|по|про|рас|раз|до|об|обо|под|подо|пере|при|недо|долбо|долба|мозго|ни|не|(?:от|раз|рас|с|в|под|об|из|вз)[ъь])';
/** Prefixes of 'хуй' ('нахуй', 'похуй', 'охуеть', 'нихуя', 'схуяли'); never 'стра-' (страхуй) or 'су-' (сухую). */
const HU_PREFIX = '(?:на|по|о|а|ни|не|за|от|рас|раз|вы|до|под|при|с|пере)';

export const RUSSIAN_RULES: readonly RegExp[] = [
  // ебать and every form: заебал, уебок, ебанутый, отъебись, долбоеб, ебет (not себе, хлеб, веб, небо)
  new RegExp(`^${EB_PREFIX}{0,2}(?:еб|йоб)(?:а|у|л|н|ы|ок|ош|уч|ищ|ис|ит|и$|е[тшмн]|ар|$)`),
  /^(?:е|йо)пт[аы]?$/,
  // хуй: хуйня, хуево, нахуя, охуенно, хули (not хулиган, Хулио, Хулен, Хуан)
  new RegExp(`^${HU_PREFIX}{0,2}(?:ху[йяеию]|хул[иея]$)`),
  // пизда and its family, anywhere in a word (no Russian word holds these letters otherwise)
  /п[иеы]зд|п[иеы]зж|^(?:с|рас|на|за|от|вы|по)?писд/,
  // блядь, блять, бля (not оскорблять, употреблять, колеблясь, бляшка, бляха)
  /^(?:вы|раз|рас|пере|за|по|на|ис)?бля(?:[дт].*)?$/,
  /^бл[еэи]а[дт]ь?$/,
  // мудак, мудила (not мудрый, Мудрик)
  /^(?:за|от|с)?муд(?:ак|ач|ил|л[оа]|озвон|о[е]б|еня)/,
  // homophobic slurs (not скипидар, педикюр, Педро)
  /^(?:за|от|рас)?(?:пид[оа]?р|пед[оа]р|педераст|педрил|педик(?!юр))/,
  /^гомик/,
  // сука, сучка (not сукно, Сукачев)
  /^(?:с?сук(?:а|и|е|у|ой|ою)|сучк[аиуео]й?|сучар.*|сучон.*|сучень.*|суче?ныш.*|сцук[аои])$/,
  /^г[ао]ндон/,
  /шлюх|^шалав/,
  /^залуп/,
  /^(?:на|по|за|от|пере|вз|об|у|с)?дроч/,
  /^(?:об|на|за|рас)?говн/,
  /^чмо(?:шник.*|шн.*)?$/,
  /^манд(?:а|ы|е|у|ой|авош.*)$/,
  // срать, засранец, обосрался (not сразу, сражение, сравнить, страна, срам)
  /^(?:на|за|обо|об|вы|по|ис|про|у)?с?сра(?:ть|л|н|к[аиуе]|кой|ч|нь)/,
  // ethnic slurs (not Хачатурян, хачапури, жидкий, Хохлов, Нигерия, Чуркин)
  /^хач(?:и|ей|ам|ами|ах|ьё|ье|ара)?$/,
  /^чурк(?:а|и|е|у|ой|ам|ами|ах)?$/,
  /^жид(?:ы|а|у|ом|е|ов|ам|ами|ах|овк.*|овск.*|яр.*|ок|енок|ень.*)?$/,
  /^хох(?:ол|лы|лам|лами|лах|лу|лом|ле|лушк.*|ляцк.*|лятск.*|лятин.*)$/,
  /^ниггер/,
  /^п[ие]ндос/,
];

/**
 * The same roots written in Latin letters (usernames are Latin only): 'pizdec', 'blyat',
 * 'xuy', 'nahuy', 'eblan', 'pidor', 'suka'. Narrower than the Cyrillic rules where a Latin
 * word or name shares the letters: Huy (the Flèche Wallonne's Mur de Huy), Hui, Xue, Huila,
 * Pedro, Yeboah, Ebanks, Sukarno, huevos, eBay, oxygen.
 */
export const RUSSIAN_LATIN_RULES: readonly RegExp[] = [
  /^(?:na|po|o|a|ni|ne|za|ot|ras|raz|vy|vi|do|pod|pri|s)?(?:x|kh)(?:u[yij]|y[iyuje])/,
  /^(?:na|po|o|a|ni|ne|za|ot|do|pri)?h(?:u[iyj](?:lo|n[yi]?[ae]|ovo|ov[yi]|esos|ar|ak)|uesos|uyar)/,
  /^(?:na|po|ni)h(?:ui|uy|uj|uya|uia|uja)$/,
  /^[oa]hue[tnl]/,
  /p[iey]zd/,
  /^(?:vy|raz)?bl(?:ya|ia|ja)(?:[td]|$)/,
  /^(?:s?suk[au]|cyka|suchk[aiu])$|^suchar/,
  /^(?:za|na|vy|vi|u|ot|pro|raz|ras|do|pod|pere|dolbo|dolba|po)?(?:y?e|jo|yo)b(?:a(?:[tl]|sh|n(?!ks))|u[tn]|l[oaiy]|ok|ish|nu|is|et)/,
  /^(?:dolbo|dolba)(?:y?e|jo|yo)b/,
  /^(?:za|ot)?p[ie]d[oa]r|^pidr/,
  /^mud(?:ak|ach|il[ao]|lo|ozvon)/,
  /^g[ao]ndon/,
  /^zalup/,
  /^shl(?:y?u|iu)(?:kh|h|x)/,
  /^chmo$/,
  /^p[ie]ndos/,
  /^zhid(?:y|ov|ovka)?$/,
];

/** Repeated letters as one ('хуууй', 'сссука'): no Russian word needs three alike, and a rule sees both spellings. */
const collapse = (word: string) => word.replace(/(.)\1+/gu, '$1');

export function isRussianObscene(word: string): boolean {
  const collapsed = collapse(word);
  return RUSSIAN_RULES.some((rule) => rule.test(word) || (collapsed !== word && rule.test(collapsed)));
}

export function isTransliteratedObscene(word: string): boolean {
  const collapsed = collapse(word);
  return RUSSIAN_LATIN_RULES.some((rule) => rule.test(word) || (collapsed !== word && rule.test(collapsed)));
}
