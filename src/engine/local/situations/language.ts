/**
 * Which language a parent's description is in, and — for Spanish, French, German and Portuguese —
 * the common words a situation is made of, in English, so the story still fits. Dependency-free:
 * the screen (src/engine/screen.ts) runs it before anything is spent.
 */

export type Language = "en" | "es" | "fr" | "de" | "pt" | "unsupported";

export const UNSUPPORTED_LANGUAGE_MESSAGE = "Please describe the situation in English — the story writer reads English descriptions for now.";

/** Lower case, accents removed ("baño" → "bano", "Angst" → "angst"), "ß" → "ss". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}+/gu, "");
}

function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
}

const STOPWORDS: Record<Exclude<Language, "unsupported">, Set<string>> = {
  en: new Set(
    (
      "the a an and or but is are was were be been he she they it its it's his her him them their my our we i me you u ur " +
      "to of in on at for with when whenever if then so not no don't dont doesn't doesnt won't wont can't cant isn't gets get " +
      "always never every time because cuz bc just very really too also this that there what who has have had will would " +
      "keeps tries wants won't refuses son daughter kid child toddler boy girl scared afraid of about after before into out up down " +
      "lol pls please says said still even sometimes often"
    ).split(" "),
  ),
  es: new Set(
    (
      "el la los las un una unos unas y o pero es son esta estan de del al en con por para que cuando porque no si se su sus " +
      "mi mis me le lo muy tiene tienen hace quiere hija hijo nino nina mucho siempre nunca ella el cuando tambien como ya hay"
    ).split(" "),
  ),
  fr: new Set(
    (
      "le la les un une des du de et ou mais est sont a au aux en dans avec pour par que qui quand parce ne pas plus il elle " +
      "ils elles son sa ses mon ma mes se sur tres toujours jamais veut fait fille fils enfant peur quand chaque aussi"
    ).split(" "),
  ),
  de: new Set(
    (
      "der die das den dem des ein eine einen einem und oder aber ist sind hat haben mit zu zum zur von vor bei wenn weil nicht " +
      "kein keine er sie es mein meine meinem sohn tochter kind immer nie will mochte auch sehr sich ins im am auf"
    ).split(" "),
  ),
  pt: new Set(
    (
      "o a os as um uma uns umas e ou mas e sao esta estao de do da dos das em no na nos nas com por para que quando porque nao " +
      "se seu sua meu minha filho filha crianca muito sempre nunca tem quer faz ele ela tambem como ja ao"
    ).split(" "),
  ),
};

/** Strong single-language markers (words no other of the five languages uses). */
const MARKERS: Record<Exclude<Language, "en" | "unsupported">, RegExp> = {
  es: /\b(hija|hijo|tiene|miedo|cuando|quiere|duerme|dormir|hermana|hermano|bano|llora|pega|muy|nino|nina|pelo|verduras)\b/,
  fr: /\b(fille|fils|peur|quand|veut|dormir|soeur|frere|bain|pleure|tape|tres|enfant|cheveux|legumes|pas)\b/,
  de: /\b(sohn|tochter|angst|wenn|will|schlafen|schwester|bruder|bad|weint|schlagt|nicht|kind|haare|gemuse|ist|und)\b/,
  pt: /\b(filha|filho|medo|quando|quer|dormir|irma|irmao|banho|chora|bate|nao|crianca|cabelo|legumes|muito)\b/,
};

/** Other languages we can tell apart, so they are not read as English with odd words. */
const OTHER_LANGUAGE =
  /\b(figlia|figlio|paura|vuole|bambino|bambina|piange|anche|perche|zoon|dochter|bang|niet|huilt|corka|syn|boi|nie|chce|placze|poika|poikani|tytto|pelkaa|itkee|dotter|radd|gråter|grater|jeg|ikke|barn)\b/g;

export function detectLanguage(text: string): Language {
  // Scripts other than Latin (Cyrillic, Greek, Arabic, Hebrew, Chinese, Japanese, Korean, Devanagari…).
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = text.match(/\p{Script=Latin}/gu) ?? [];
  if (letters.length && latin.length / letters.length < 0.6) return "unsupported";
  const ws = words(text);
  if (!ws.length) return "en";
  const score = (lang: Exclude<Language, "unsupported">) => ws.filter((w) => STOPWORDS[lang].has(w)).length;
  const en = score("en");
  const folded = fold(text);
  let best: Language = "en";
  let bestScore = en;
  for (const lang of ["es", "fr", "de", "pt"] as const) {
    const s = score(lang) + (folded.match(new RegExp(MARKERS[lang].source, "g"))?.length ?? 0) * 1.5;
    if (s > bestScore + 1) {
      best = lang;
      bestScore = s;
    }
  }
  const others = new Set(folded.match(OTHER_LANGUAGE) ?? []).size;
  if (best !== "en") {
    // Italian (say) shares words with Spanish and Portuguese: its own markers decide.
    const own = new Set(folded.match(new RegExp(MARKERS[best as Exclude<Language, "en" | "unsupported">].source, "g")) ?? []).size;
    return others >= 2 && own < others ? "unsupported" : best;
  }
  // English words make up a fair share of any English description, even in texting spelling.
  const ratio = en / ws.length;
  if (ws.length >= 4 && ratio < 0.12 && !ENGLISH_CONTENT.test(folded)) return "unsupported";
  if (ws.length >= 3 && ratio < 0.25 && others > 0) return "unsupported";
  return "en";
}

const ENGLISH_CONTENT =
  /\b(scared|afraid|hits?|bites?|seatbelt|teeth|dentist|doctor|bath|bed|sleep|school|phone|tablet|sister|brother|baby|shoes|won't|wont|dont|eat|food|cries|screams|runs?|tantrums?)\b/;

/** Phrases and words, folded, to their English sense. Longer phrases first. */
const PHRASES: Record<Exclude<Language, "en" | "unsupported">, Array<[RegExp, string]>> = {
  es: [
    [/\bdormir sol[oa]s?\b/g, "sleep alone"],
    [/\bruidos? (en|de|del) (el )?(armario|closet|ropero)\b/g, "noises in the wardrobe"],
    [/\bdinero (de|del) (mi )?(bolso|cartera|monedero)\b/g, "money from my purse"],
    [/\bno quiere\b/g, "won't"],
    [/\bno (se )?deja\b/g, "won't let"],
    [/\bcorte de pelo\b/g, "haircut"],
    [/\bcortar(le)? el pelo\b/g, "haircut"],
    [/\blavar(le|se)? el pelo\b/g, "wash hair"],
    [/\blavarse los dientes|cepillarse los dientes|lavar los dientes\b/g, "brush teeth"],
    [/\bcinturon( de seguridad)?\b/g, "seatbelt"],
    [/\bsilla del coche|silla del carro\b/g, "car seat"],
    [/\bse (escapa|va corriendo)|sale corriendo\b/g, "runs away"],
    [/\bnuevo bebe|hermanit[oa] nuev[oa]\b/g, "new baby"],
    [/\bnueva escuela|nuevo colegio\b/g, "new school"],
    [/\bcuando (se|le) dice que no|cuando le digo que no\b/g, "when told no"],
    [/\bvestirse\b/g, "get dressed"],
  ],
  fr: [
    [/\bdormir seule?\b/g, "sleep alone"],
    [/\bbruits? dans (le placard|l'armoire|la penderie)\b/g, "noises in the wardrobe"],
    [/\bne veut pas\b/g, "won't"],
    [/\bcoupe de cheveux|couper les cheveux\b/g, "haircut"],
    [/\blaver les cheveux\b/g, "wash hair"],
    [/\bse brosser les dents|brosser les dents\b/g, "brush teeth"],
    [/\bceinture( de securite)?\b/g, "seatbelt"],
    [/\bsiege auto\b/g, "car seat"],
    [/\bs'enfuit|se sauve\b/g, "runs away"],
    [/\bnouveau bebe\b/g, "new baby"],
    [/\bnouvelle ecole\b/g, "new school"],
    [/\bs'habiller\b/g, "get dressed"],
    [/\bquand on (lui )?dit non\b/g, "when told no"],
  ],
  de: [
    [/\ballein schlafen\b/g, "sleep alone"],
    [/\bgerausche (im|aus dem) schrank\b/g, "noises in the wardrobe"],
    [/\bwill nicht\b/g, "won't"],
    [/\bhaare (schneiden|waschen)\b/g, "haircut"],
    [/\bzahne putzen\b/g, "brush teeth"],
    [/\bzahneputzen\b/g, "brush teeth"],
    [/\bsicherheitsgurt|anschnallgurt|gurt\b/g, "seatbelt"],
    [/\bkindersitz\b/g, "car seat"],
    [/\blauft weg\b/g, "runs away"],
    [/\bneues baby\b/g, "new baby"],
    [/\bneue schule\b/g, "new school"],
    [/\banziehen\b/g, "get dressed"],
    [/\bwenn (man|ich) nein sag(t|e)\b/g, "when told no"],
  ],
  pt: [
    [/\bdormir sozinh[oa]\b/g, "sleep alone"],
    [/\bbarulhos? no (armario|guarda-roupa)\b/g, "noises in the wardrobe"],
    [/\bnao quer\b/g, "won't"],
    [/\bcortar o cabelo|corte de cabelo\b/g, "haircut"],
    [/\blavar o cabelo\b/g, "wash hair"],
    [/\bescovar os dentes\b/g, "brush teeth"],
    [/\bcinto( de seguranca)?\b/g, "seatbelt"],
    [/\bcadeirinha\b/g, "car seat"],
    [/\bfoge|sai correndo\b/g, "runs away"],
    [/\bnovo bebe\b/g, "new baby"],
    [/\bescola nova|nova escola\b/g, "new school"],
    [/\bse vestir|vestir-se\b/g, "get dressed"],
    [/\bquando (eu )?digo (que )?nao\b/g, "when told no"],
  ],
};

const WORDS: Record<Exclude<Language, "en" | "unsupported">, Record<string, string>> = {
  es: {
    miedo: "scared",
    asustado: "scared",
    asustada: "scared",
    nervioso: "nervous",
    nerviosa: "nervous",
    dormir: "sleep",
    duerme: "sleeps",
    solo: "alone",
    sola: "alone",
    dentista: "dentist",
    medico: "doctor",
    doctor: "doctor",
    bano: "bath",
    banera: "bath",
    ducha: "shower",
    hermana: "sister",
    hermano: "brother",
    hermanita: "little sister",
    hermanito: "little brother",
    bebe: "baby",
    abuelo: "grandpa",
    abuela: "grandma",
    perro: "dog",
    gato: "cat",
    coche: "car",
    carro: "car",
    auto: "car",
    escuela: "school",
    colegio: "school",
    guarderia: "daycare",
    zapatos: "shoes",
    ropa: "clothes",
    verduras: "vegetables",
    comida: "food",
    comer: "eat",
    come: "eats",
    pega: "hits",
    golpea: "hits",
    muerde: "bites",
    empuja: "pushes",
    cansado: "tired",
    cansada: "tired",
    hambre: "hungry",
    oscuridad: "dark",
    oscuro: "dark",
    noche: "night",
    cama: "bed",
    cuarto: "bedroom",
    habitacion: "bedroom",
    piscina: "pool",
    tienda: "shop",
    supermercado: "shop",
    parque: "park",
    celular: "phone",
    movil: "phone",
    telefono: "phone",
    tableta: "tablet",
    television: "tv",
    tele: "tv",
    dientes: "teeth",
    medicina: "medicine",
    medicamento: "medicine",
    pelo: "hair",
    peluqueria: "hair salon",
    mudanza: "moving house",
    mudarnos: "moving house",
    pierde: "loses",
    perder: "losing",
    juego: "game",
    llora: "cries",
    grita: "yells",
    truenos: "thunder",
    trueno: "thunder",
    aspiradora: "vacuum cleaner",
    amigo: "friend",
    amiga: "friend",
    despedirse: "goodbye",
    adios: "goodbye",
    dulces: "sweets",
    juguete: "toy",
    hija: "daughter",
    hijo: "son",
    ruidos: "noises",
    ruido: "noises",
    armario: "wardrobe",
    dinero: "money",
    deberes: "homework",
    tarea: "homework",
    playa: "beach",
    columpios: "playground",
  },
  fr: {
    peur: "scared",
    dormir: "sleep",
    dort: "sleeps",
    seul: "alone",
    seule: "alone",
    dentiste: "dentist",
    medecin: "doctor",
    docteur: "doctor",
    bain: "bath",
    douche: "shower",
    soeur: "sister",
    frere: "brother",
    bebe: "baby",
    papi: "grandpa",
    grand_pere: "grandpa",
    mamie: "grandma",
    chien: "dog",
    chat: "cat",
    voiture: "car",
    ecole: "school",
    creche: "daycare",
    chaussures: "shoes",
    vetements: "clothes",
    legumes: "vegetables",
    nourriture: "food",
    manger: "eat",
    mange: "eats",
    tape: "hits",
    frappe: "hits",
    mord: "bites",
    pousse: "pushes",
    fatigue: "tired",
    fatiguee: "tired",
    faim: "hungry",
    noir: "dark",
    nuit: "night",
    lit: "bed",
    chambre: "bedroom",
    piscine: "pool",
    magasin: "shop",
    parc: "park",
    telephone: "phone",
    portable: "phone",
    tablette: "tablet",
    tele: "tv",
    dents: "teeth",
    medicament: "medicine",
    cheveux: "hair",
    coiffeur: "hair salon",
    demenagement: "moving house",
    demenager: "moving house",
    perd: "loses",
    jeu: "game",
    pleure: "cries",
    crie: "yells",
    tonnerre: "thunder",
    aspirateur: "vacuum cleaner",
    ami: "friend",
    amie: "friend",
    bonbons: "sweets",
    jouet: "toy",
    fille: "daughter",
    fils: "son",
  },
  de: {
    angst: "scared",
    schlafen: "sleep",
    schlaft: "sleeps",
    allein: "alone",
    alleine: "alone",
    zahnarzt: "dentist",
    arzt: "doctor",
    kinderarzt: "doctor",
    bad: "bath",
    baden: "bath",
    badewanne: "bath",
    dusche: "shower",
    schwester: "sister",
    bruder: "brother",
    baby: "baby",
    opa: "grandpa",
    oma: "grandma",
    hund: "dog",
    katze: "cat",
    auto: "car",
    schule: "school",
    kita: "daycare",
    kindergarten: "daycare",
    schuhe: "shoes",
    kleidung: "clothes",
    gemuse: "vegetables",
    essen: "food",
    isst: "eats",
    haut: "hits",
    schlagt: "hits",
    beisst: "bites",
    schubst: "pushes",
    mude: "tired",
    hunger: "hungry",
    hungrig: "hungry",
    dunkel: "dark",
    dunkelheit: "dark",
    nacht: "night",
    bett: "bed",
    zimmer: "bedroom",
    schwimmbad: "pool",
    laden: "shop",
    supermarkt: "shop",
    spielplatz: "playground",
    park: "park",
    handy: "phone",
    telefon: "phone",
    tablet: "tablet",
    fernseher: "tv",
    zahne: "teeth",
    medizin: "medicine",
    haare: "hair",
    friseur: "hair salon",
    umzug: "moving house",
    verliert: "loses",
    spiel: "game",
    weint: "cries",
    schreit: "yells",
    gewitter: "thunder",
    donner: "thunder",
    staubsauger: "vacuum cleaner",
    freund: "friend",
    freundin: "friend",
    sussigkeiten: "sweets",
    spielzeug: "toy",
    tochter: "daughter",
    sohn: "son",
  },
  pt: {
    medo: "scared",
    dormir: "sleep",
    dorme: "sleeps",
    sozinho: "alone",
    sozinha: "alone",
    dentista: "dentist",
    medico: "doctor",
    banho: "bath",
    banheira: "bath",
    chuveiro: "shower",
    irma: "sister",
    irmao: "brother",
    irmazinha: "little sister",
    irmaozinho: "little brother",
    bebe: "baby",
    avo: "grandpa",
    cachorro: "dog",
    cao: "dog",
    gato: "cat",
    carro: "car",
    escola: "school",
    creche: "daycare",
    sapatos: "shoes",
    roupa: "clothes",
    roupas: "clothes",
    legumes: "vegetables",
    verduras: "vegetables",
    comida: "food",
    comer: "eat",
    come: "eats",
    bate: "hits",
    morde: "bites",
    empurra: "pushes",
    cansado: "tired",
    cansada: "tired",
    fome: "hungry",
    escuro: "dark",
    noite: "night",
    cama: "bed",
    quarto: "bedroom",
    piscina: "pool",
    loja: "shop",
    mercado: "shop",
    parque: "park",
    celular: "phone",
    telemovel: "phone",
    tablet: "tablet",
    televisao: "tv",
    dentes: "teeth",
    remedio: "medicine",
    cabelo: "hair",
    cabeleireiro: "hair salon",
    mudanca: "moving house",
    perde: "loses",
    jogo: "game",
    chora: "cries",
    grita: "yells",
    trovao: "thunder",
    trovoes: "thunder",
    aspirador: "vacuum cleaner",
    amigo: "friend",
    amiga: "friend",
    doces: "sweets",
    brinquedo: "toy",
    filha: "daughter",
    filho: "son",
  },
};

/**
 * The description with its common words in English, so the English reader can find the place,
 * object, person and feeling. Words we don't know are dropped (they would only confuse the reader).
 */
export function toEnglish(text: string, lang: Language): string {
  if (lang === "en" || lang === "unsupported") return text;
  let s = fold(text);
  for (const [re, en] of PHRASES[lang]) s = s.replace(re, ` ${en} `);
  const dict = WORDS[lang];
  return s
    .split(/\s+/)
    .map((w) => {
      const bare = w.replace(/^[^\p{L}']+|[^\p{L}']+$/gu, "");
      if (/^(sleep alone|won't|runs away|new baby|new school|haircut|seatbelt|car seat|get dressed|when told no|brush teeth|wash hair)$/.test(bare))
        return bare;
      return (
        dict[bare] ??
        (/^[a-z']+$/.test(bare) &&
        /^(sleep|alone|won't|let|runs|away|new|baby|school|haircut|seatbelt|car|seat|get|dressed|when|told|no|brush|teeth|wash|hair|noises|in|the|wardrobe|money|from|my|purse)$/.test(
          bare,
        )
          ? bare
          : "")
      );
    })
    .filter(Boolean)
    .join(" ");
}
