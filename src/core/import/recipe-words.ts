/**
 * The words recipe pages use to label their parts and facts, in the languages we see: section
 * headings ("Ingredients", "Zubereitung"…), class names, and labels of yields and times.
 */

// Headings name the part of the page they open, in the languages we see; `(?![\p{L}\p{N}])` ends a
// word where `\b` would not (it knows only ASCII letters, so it never matches after "приготовление").
export const INGREDIENT_HEADING =
  /^(?:the\s+|recipe\s+)?(?:ingredients?|ingredient list|ingredientes|ingrédients|ingredienti|ingrediënten|zutaten|ingredienser|hozzávalók|összetevők|składniki|ainekset|suroviny|sastojci|malzemeler|ингредиенты|材料|食材|配料|재료|what you(?:'|’)?ll need|you will need|you(?:'|’)?ll need|shopping list)(?![\p{L}\p{N}])/iu;
export const METHOD_HEADING =
  /^(?:the\s+|recipe\s+)?(?:method|methods|instructions?|directions?|preparation(?!\s*time)|steps|step[- ]by[- ]step|how to make(?: it)?|cooking instructions|cooking method|procedure|zubereitung(?!szeit)|anleitung|so geht(?:'|’)?s|préparation(?!\s*:?\s*\d)|preparación|elaboración|procedimiento|preparazione|procedimento|bereiding(?:swijze)?|werkwijze|tillagning|gör så här|instruktioner|fremgangsmåde|fremgangsmåte|tilberedning|elkészítés(?:e)?|przygotowanie|sposób przygotowania|modo de (?:preparo|preparación)|valmistus(?:ohje)?|postup|priprema|hazırlanışı|yapılışı|приготовление|作り方|做法|步骤|만드는 법|method of preparation)(?![\p{L}\p{N}])/iu;
export const STOP_HEADING =
  /^(?:notes?|recipe notes|tips?|tipps?|hinweis|notizen|astuces?|conseils?|consigli|notas?|consejos|opmerkingen|nutrition|nährwerte|valeurs nutritionnelles|comments?|reviews?|ratings?|rate this|related|you may also like|you might also like|more recipes|weitere rezepte|share|leave a|about|serving suggestions?|storage|faq|video|variations?)\b/i;
/** Labels of times; such lines are facts, never section headings ("Preparation time: 15 min"). */
export const TIME_WORDS = /\b(?:time|zeit|tijd|temps|tempo|tiempo|tid|idő|czas)\b/i;

export const INGREDIENT_HINT = /ingredient|zutat|ingr[ée]dient|ingrediente|ingredienti|ingredi[eë]nt/;
export const METHOD_HINT =
  /instruction|direction|method|preparation|procedure|zubereitung|step|recipe-?steps|anleitung/;

export const YIELD_LABEL =
  /^(?:serves|servings?|serving (?:size|amount)|yields?|makes|portions?|portionen|personen|persons|personnes|pour|für|voor|porzioni|porciones|raciones|rendimiento|adag|antal|porcje|annokset|udbytte|number of servings)\b\s*[:：]?\s*(.*)$/i;
export const YIELD_COUNT =
  /^(?:about\s+|ca\.?\s+)?\d+(?:\s*[-–]\s*\d+)?\s*(?:x\s*)?(?:servings?|portions?|portionen|personen|persons?|people|personnes|porzioni|porciones|raciones|pieces|stück|stuks?|adag|porcje)\b/i;
export const TOTAL_LABEL =
  /^(?:total(?: time)?|ready in|time required|time needed|takes|gesamtzeit|zeit gesamt|totale tijd|totaaltijd|temps total|tempo totale|tiempo total|tempo total|total tid|totaltid|összesen|czas całkowity)\b\s*[:：]?\s*(.*)$/i;
export const PREP_LABEL =
  /^(?:prep(?:aration)?(?: time)?|hands[- ]on(?: time)?|active time|vorbereitungszeit|vorbereitung|zubereitungszeit|arbeitszeit|temps de préparation|tempo di preparazione|tiempo de preparación|voorbereidingstijd|bereidingstijd|forberedelse|előkészítés|czas przygotowania)\b\s*[:：]?\s*(.*)$/i;
export const COOK_LABEL =
  /^(?:cook(?:ing)?(?: time)?|bake(?: time)?|baking(?: time)?|oven time|kochzeit|backzeit|garzeit|temps de cuisson|cuisson|tempo di cottura|tiempo de cocción|kooktijd|baktijd|oventijd|sütési idő|főzési idő|czas pieczenia)\b\s*[:：]?\s*(.*)$/i;
/** A duration and nothing else: "25 min", "1 hr 20 mins", "40 Minuten". */
export const BARE_DURATION =
  /^(?:\d+(?:[.,]\d+)?\s*(?:days?|hours?|hrs?|h|minutes?|mins?|m|minuten?|min\.?|stunden?|std\.?|heures?|óra|perc|uur)\.?\s*){1,3}$/i;

export function cleanHeading(text: string): string {
  return text.replace(/[:：.]\s*$/, "").trim();
}

/** Section keywords on a short line make it a heading, whatever the tag ("<a>Ingredients</a>"). */
export function namesSection(text: string): boolean {
  const heading = cleanHeading(text);
  if (heading.length > 40 || /\d/.test(heading) || TIME_WORDS.test(heading)) return false;
  return INGREDIENT_HEADING.test(heading) || METHOD_HEADING.test(heading);
}
